import { BadRequestError, NotFoundError, type Knex } from '@vh/kit';
import type { PlayerRepository, PlayerRow } from './playerRepository';

/** Names are as identity allows them; anything longer cannot be a player's. */
const NAME_MAX = 64;

export function checkedName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > NAME_MAX) {
    throw new BadRequestError(`A player name has 1 to ${NAME_MAX} characters`);
  }
  return trimmed;
}

/**
 * Another player found by name, for a request, a block or an invitation. A player who blocked the
 * caller is answered exactly like one who does not exist: a blocked player cannot see them.
 */
export async function otherPlayerNamed(
  trx: Knex.Transaction,
  players: PlayerRepository,
  callerId: string,
  name: string,
): Promise<PlayerRow> {
  const player = await players.findByName(trx, checkedName(name));
  const hidden =
    player && (await trx('blocks').where({ user_id: player.user_id, blocked_id: callerId }).first());
  if (!player || hidden) throw new NotFoundError(`No player is named ${checkedName(name)}`);
  return player;
}

/** Serialises the writes that concern these players (sorted, so two locks never deadlock). */
export async function lockPlayers(trx: Knex.Transaction, userIds: readonly string[]) {
  for (const userId of [...new Set(userIds)].sort()) {
    await trx.raw(`select pg_advisory_xact_lock(hashtext('social:' || ?))`, [userId]);
  }
}

/** Whether either of the two blocked the other. */
export async function blockedEitherWay(db: Knex | Knex.Transaction, a: string, b: string): Promise<boolean> {
  const row = await db('blocks')
    .where({ user_id: a, blocked_id: b })
    .orWhere({ user_id: b, blocked_id: a })
    .first();
  return row !== undefined;
}
