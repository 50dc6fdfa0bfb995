/**
 * Reading expeditions: a coven's members see its running and past ones; anyone who took part sees
 * that one (a member who left still sees their share); admins see all. To anyone else an expedition
 * does not exist.
 */
import { BadRequestError, isAdmin, requireAdmin, requirePlayer, type Caller, type Knex } from '@vh/kit';
import { isCovenMember } from './covenAccess';
import { ADMIN_EXPEDITIONS_MAX, PAST_EXPEDITIONS_MAX } from './expeditionRules';
import { expeditions, ledger, members, shares, targets, type ExpeditionRow } from './expeditionRepository';
import { describeSplit, splitNumbers } from './split';

function checkedLimit(limit: number, max: number): number {
  if (!Number.isInteger(limit) || limit < 1 || limit > max) {
    throw new BadRequestError(`limit must be between 1 and ${max}`);
  }
  return limit;
}

/** Whether the viewer is a member of the coven now (answers false for anyone signed out). */
async function viewerIsMember(db: Knex, caller: Caller, covenId: number): Promise<boolean> {
  const viewer = requirePlayer(caller.viewer);
  return isCovenMember(db, covenId, viewer.userId);
}

export async function runningExpeditionOf(db: Knex, caller: Caller, covenId: number) {
  if (!(await viewerIsMember(db, caller, covenId))) return null;
  return (await expeditions.running(db, covenId)) ?? null;
}

export async function pastExpeditionsOf(db: Knex, caller: Caller, covenId: number, limit: number) {
  const checked = checkedLimit(limit, PAST_EXPEDITIONS_MAX);
  if (!(await viewerIsMember(db, caller, covenId))) return [];
  return expeditions.past(db, covenId, checked);
}

export async function expeditionById(db: Knex, caller: Caller, id: number): Promise<ExpeditionRow | null> {
  const viewer = requirePlayer(caller.viewer);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const expedition = await expeditions.byId(db, id);
  if (!expedition) return null;
  const allowed =
    isAdmin(caller.viewer) ||
    (await isCovenMember(db, expedition.coven_id, viewer.userId)) ||
    (await members.tookPart(db, expedition.id, viewer.userId));
  return allowed ? expedition : null;
}

export function adminExpeditions(db: Knex, caller: Caller, covenId: number, limit: number) {
  requireAdmin(caller.viewer);
  return expeditions.ofCoven(db, covenId, checkedLimit(limit, ADMIN_EXPEDITIONS_MAX));
}

export const expeditionTargets = (db: Knex, expedition: ExpeditionRow) => targets.of(db, expedition.id);

export const expeditionContributions = (db: Knex, expedition: ExpeditionRow) =>
  ledger.contributions(db, expedition.id);

export const expeditionShares = (db: Knex, expedition: ExpeditionRow) => shares.of(db, expedition.id);

/** The split in words: as it was paid once completed, else as it would be with the hunts so far. */
export async function expeditionFormula(db: Knex, expedition: ExpeditionRow): Promise<string> {
  const parts =
    expedition.status === 'completed'
      ? (await shares.of(db, expedition.id)).map((share) => share.credits)
      : (await ledger.contributions(db, expedition.id)).map((row) => row.catches);
  const credits = parts.reduce((sum, each) => sum + each, 0);
  return describeSplit(
    splitNumbers(expedition.chest_amount, parts.length, credits),
    expedition.chest_currency,
  );
}
