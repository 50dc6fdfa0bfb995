import { ForbiddenError, type Knex } from '@vh/kit';
import type { CovenMemberRow } from '../covens/covenRepository';

type Db = Knex | Knex.Transaction;

/** A banned player is refused at once, whatever their token still says (players.banned). */
export async function refuseBanned(db: Db, userId: string): Promise<void> {
  const player = await db('players').where({ user_id: userId }).first('banned');
  if (player?.banned) throw new ForbiddenError('Your account is banned');
}

/**
 * The caller's membership, read from its row on every call (never from a cache or the token): a
 * kicked member has no row, so their very next call is refused. `lock` share-locks the row for the
 * transaction, so a kick waits for a post that read it and a post after the kick sees no row.
 */
export async function boardMember(
  db: Db,
  userId: string,
  covenId?: number,
  options: { lock?: boolean } = {},
): Promise<CovenMemberRow> {
  const query = db<CovenMemberRow>('coven_members').where({ user_id: userId });
  if (options.lock) query.forShare();
  const member = await query.first();
  if (!member || (covenId !== undefined && member.coven_id !== covenId)) {
    throw new ForbiddenError("Only the coven's members can use its notice board");
  }
  await refuseBanned(db, userId);
  return member;
}
