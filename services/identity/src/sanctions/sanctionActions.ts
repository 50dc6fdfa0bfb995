/**
 * Admins impose, lift and answer appeals of sanctions (docs/sanctions.md). Each write is one
 * transaction with its audit row and its event; after the commit the player's sanction state goes
 * to Redis (every replica of every service checks it on its next call) and, for an account ban,
 * every session of the account ends (the gateways refuse its tokens within milliseconds).
 */
import {
  ConflictError,
  NUMBER_BY_ROLE,
  NotFoundError,
  ValidationError,
  recordAdminChange,
  requireAdmin,
  type Knex,
  type Viewer,
} from '@vh/kit';
import { FEATURE_OF_KIND, SANCTION_NOTE_MAX } from '@vh/contracts/client';
import type { Caller, IdentityDeps } from '../deps';
import type { UserRecord } from '../domain/userView';
import { userUpdated } from '../events';
import { endSessions } from '../useCases/sessions';
import { checkedSanction, type SanctionInput } from './sanctionInput';
import { sanctionChanged, type SanctionChange } from './sanctionEvents';
import { inForce, sanctions, type SanctionRow } from './sanctionRepository';

type Announce = (() => Promise<void>) | null;

/** What the audit trail keeps of a sanction. */
function audited(row: SanctionRow) {
  return {
    userId: row.user_id,
    kind: row.kind,
    reason: row.reason,
    note: row.note,
    endsAt: row.ends_at?.toISOString() ?? null,
    reportIds: row.report_ids,
    clawbackTournamentIds: row.clawback_tournament_ids,
    liftedAt: row.lifted_at?.toISOString() ?? null,
    liftNote: row.lift_note,
    appealAnswer: row.appeal_answer,
    appealNote: row.appeal_note,
  };
}

/** Sets a ban's role (permanent ban) or puts the player role back (its lift); ends sessions when it changed. */
async function setRole(
  deps: IdentityDeps,
  trx: Knex.Transaction,
  user: UserRecord,
  role: number,
  requestId: string,
): Promise<Announce> {
  if (user.role === role) return null;
  const announce = await endSessions(deps, trx, user.id);
  const updated = await deps.users.update(trx, user.id, { role });
  await userUpdated(trx, updated, requestId);
  return announce;
}

function checkedNote(note: string | null | undefined): string {
  const text = (note ?? '').trim();
  if (text.length > SANCTION_NOTE_MAX)
    throw new ValidationError(`note must hold at most ${SANCTION_NOTE_MAX} characters`);
  return text;
}

async function lockedUser(deps: IdentityDeps, trx: Knex.Transaction, userId: string): Promise<UserRecord> {
  const user = await deps.users.findById(userId, trx, true);
  if (!user) throw new NotFoundError('User not found');
  return user;
}

async function afterCommit(deps: IdentityDeps, userId: string, announce: Announce) {
  await deps.sanctionStates.publish(userId);
  await announce?.();
}

export async function imposeSanction(deps: IdentityDeps, caller: Caller, input: SanctionInput) {
  const admin = requireAdmin(caller.viewer);
  const now = deps.now();
  const checked = checkedSanction(input, now);
  if (input.userId === admin.userId) throw new ConflictError('You cannot sanction yourself');
  const { row, announce } = await deps.db.transaction(async (trx) => {
    const user = await lockedUser(deps, trx, input.userId);
    if (user.role === NUMBER_BY_ROLE.admin) {
      throw new ConflictError('Admins cannot be sanctioned: remove the admin role first');
    }
    const row = await sanctions.insert(trx, {
      user_id: user.id,
      kind: checked.kind,
      reason: checked.reason,
      note: checked.note,
      starts_at: now,
      ends_at: checked.endsAt,
      created_by: admin.userId,
      created_by_name: admin.name,
      report_ids: checked.reportIds,
      clawback_tournament_ids: checked.clawbackTournamentIds,
    });
    let announce: Announce = null;
    if (checked.kind === 'permanent_ban') {
      announce = await setRole(deps, trx, user, NUMBER_BY_ROLE.banned, caller.requestId);
    }
    if (FEATURE_OF_KIND[checked.kind] === 'account' && !announce)
      announce = await endSessions(deps, trx, user.id);
    await recordAdminChange(trx, {
      actor: admin,
      entity: 'Sanction',
      entityId: row.id,
      action: 'created',
      before: null,
      after: audited(row),
      requestId: caller.requestId,
    });
    await sanctionChanged(trx, row, user.name, 'created', caller.requestId);
    return { row, announce };
  });
  await afterCommit(deps, row.user_id, announce);
  return row;
}

/** Lifts a sanction inside the caller's transaction (an admin's lift, a granted appeal). */
async function lift(
  deps: IdentityDeps,
  trx: Knex.Transaction,
  row: SanctionRow,
  admin: Viewer,
  note: string,
  extra: Partial<SanctionRow>,
  requestId: string,
): Promise<{ updated: SanctionRow; announce: Announce }> {
  const now = deps.now();
  const updated = await sanctions.update(trx, row.id, {
    ...extra,
    lifted_at: now,
    lifted_by: admin.userId,
    lift_note: note,
  });
  let announce: Announce = null;
  if (row.kind === 'permanent_ban') {
    const user = await lockedUser(deps, trx, row.user_id);
    const stillBanned = (await sanctions.open(trx, now, row.user_id)).some(
      (other) => other.kind === 'permanent_ban',
    );
    if (!stillBanned && user.role === NUMBER_BY_ROLE.banned) {
      announce = await setRole(deps, trx, user, NUMBER_BY_ROLE.user, requestId);
    }
  }
  return { updated, announce };
}

async function lockedInForce(deps: IdentityDeps, trx: Knex.Transaction, id: string): Promise<SanctionRow> {
  if (!/^[1-9]\d{0,17}$/.test(id)) throw new NotFoundError('No such sanction');
  const row = await sanctions.byId(trx, id, true);
  if (!row) throw new NotFoundError('No such sanction');
  if (row.lifted_at) throw new ConflictError('This sanction was lifted already');
  if (!inForce(row, deps.now())) throw new ConflictError('This sanction has ended already');
  return row;
}

async function recordChange(
  trx: Knex.Transaction,
  admin: Viewer,
  before: SanctionRow,
  after: SanctionRow,
  action: string,
  change: SanctionChange,
  name: string,
  requestId: string,
) {
  await recordAdminChange(trx, {
    actor: admin,
    entity: 'Sanction',
    entityId: after.id,
    action,
    before: audited(before),
    after: audited(after),
    requestId,
  });
  await sanctionChanged(trx, after, name, change, requestId);
}

export async function liftSanction(deps: IdentityDeps, caller: Caller, id: string, rawNote?: string | null) {
  const admin = requireAdmin(caller.viewer);
  const note = checkedNote(rawNote);
  const { updated, announce } = await deps.db.transaction(async (trx) => {
    const row = await lockedInForce(deps, trx, id);
    const user = await lockedUser(deps, trx, row.user_id);
    const lifted = await lift(deps, trx, row, admin, note, {}, caller.requestId);
    await recordChange(trx, admin, row, lifted.updated, 'lifted', 'lifted', user.name, caller.requestId);
    return lifted;
  });
  await afterCommit(deps, updated.user_id, announce);
  return updated;
}

/** An admin answers an appeal: upheld keeps the sanction, granted lifts it. */
export async function answerAppeal(
  deps: IdentityDeps,
  caller: Caller,
  id: string,
  answer: 'upheld' | 'granted',
  rawNote?: string | null,
) {
  const admin = requireAdmin(caller.viewer);
  const note = checkedNote(rawNote);
  const { updated, announce } = await deps.db.transaction(async (trx) => {
    if (!/^[1-9]\d{0,17}$/.test(id)) throw new NotFoundError('No such sanction');
    const row = await sanctions.byId(trx, id, true);
    if (!row) throw new NotFoundError('No such sanction');
    if (!row.appealed_at) throw new ConflictError('This sanction was not appealed');
    if (row.appeal_answer) throw new ConflictError('This appeal was answered already');
    const user = await lockedUser(deps, trx, row.user_id);
    const answered = { appeal_answer: answer, appeal_note: note, appeal_answered_at: deps.now() };
    const result =
      answer === 'granted' && inForce(row, deps.now())
        ? await lift(deps, trx, row, admin, note, answered, caller.requestId)
        : { updated: await sanctions.update(trx, row.id, answered), announce: null };
    await recordChange(
      trx,
      admin,
      row,
      result.updated,
      'appealAnswered',
      answer === 'granted' ? 'appeal_granted' : 'appeal_upheld',
      user.name,
      caller.requestId,
    );
    return result;
  });
  await afterCommit(deps, updated.user_id, announce);
  return updated;
}
