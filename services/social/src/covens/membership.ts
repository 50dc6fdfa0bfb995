/**
 * Who is in which coven, with which role, as every coven rule reads it (boards and expeditions too).
 *
 * Lock order, everywhere: the players concerned (lockPlayers, sorted), then the coven row
 * (covens.lock). Every write that changes a coven's members, roles or settings holds its row, so
 * they run one at a time per coven; the player locks keep one player's joins and foundings apart.
 */
import { ConflictError, ForbiddenError, NotFoundError, type Knex } from '@vh/kit';
import { lockPlayers } from '../players/names';
import { covens, members, type CovenMemberRow, type CovenRow } from './covenRepository';
import { LEADERS, type CovenRole } from './covenRules';

/** The player's membership, or undefined outside any coven. */
export function memberOf(db: Knex | Knex.Transaction, userId: string): Promise<CovenMemberRow | undefined> {
  return members.of(db, userId);
}

function refusal(roles: readonly CovenRole[]): string {
  if (roles.length === 1 && roles[0] === 'captain') return 'Only the captain can do this';
  if (roles.every((role) => LEADERS.includes(role))) return 'Only the captain and officers can do this';
  return 'You are not in a coven';
}

/**
 * The caller's membership in one of `roles`, with their coven's row locked for the transaction
 * (after the locks of the caller and `alsoLock`, in the lock order above). Not in a coven or in
 * another role: 403. In the role when asked but no longer once the locks were held (a captaincy
 * passed on, a kick, a disband committed meanwhile): 409, nothing done.
 */
export async function requireCovenRole(
  trx: Knex.Transaction,
  userId: string,
  roles: readonly CovenRole[],
  alsoLock: readonly string[] = [],
): Promise<{ member: CovenMemberRow; coven: CovenRow }> {
  const before = await members.of(trx, userId);
  if (!before) throw new ForbiddenError('You are not in a coven');
  if (!roles.includes(before.role)) throw new ForbiddenError(refusal(roles));
  await lockPlayers(trx, [userId, ...alsoLock]);
  const coven = await covens.lock(trx, before.coven_id);
  const member = await members.of(trx, userId);
  if (!member || !coven || member.coven_id !== before.coven_id) {
    throw new ConflictError('You left the coven meanwhile: nothing was done');
  }
  if (!roles.includes(member.role)) {
    throw new ConflictError(`Your role changed meanwhile (you are ${member.role} now): nothing was done`);
  }
  return { member, coven };
}

/** Any member: what leaving, the board and expeditions need. */
export const ANY_ROLE: readonly CovenRole[] = ['captain', 'officer', 'member'];

/** A member of the same coven as `member`, or a 404 naming the rule. */
export async function fellowMember(
  trx: Knex.Transaction,
  member: CovenMemberRow,
  userId: string,
): Promise<CovenMemberRow> {
  const fellow = await members.of(trx, userId);
  if (!fellow || fellow.coven_id !== member.coven_id) {
    throw new NotFoundError('That player is not in your coven');
  }
  return fellow;
}
