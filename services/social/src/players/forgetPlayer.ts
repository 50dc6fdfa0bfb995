import type { Knex } from '@vh/kit';
import { leaveCovenForGood } from '../covens/leaving';
import { forgetExpeditionPlayer } from '../expeditions/membership';

/**
 * A deleted account leaves every friend list, inbox and coven (docs/retention.md#social): its rows
 * go, except what others keep of it without a name (board messages, expedition ledgers).
 */
export async function forgetPlayer(trx: Knex.Transaction, userId: string): Promise<void> {
  // First, so nothing it sets off (a disband) leaves a line in the inbox about to be emptied.
  await leaveCovenForGood(trx, userId);
  await trx('friendships').where({ user_id: userId }).orWhere({ friend_id: userId }).delete();
  await trx('friend_requests').where({ from_id: userId }).orWhere({ to_id: userId }).delete();
  await trx('blocks').where({ user_id: userId }).orWhere({ blocked_id: userId }).delete();
  // Gifts it sent stay their receivers'; what it was sent goes with it.
  await trx('gifts').where({ to_id: userId }).delete();
  await trx('gifts').where({ from_id: userId }).update({ from_id: null });
  await trx('payouts').where({ user_id: userId }).delete();
  await trx('notifications').where({ user_id: userId }).delete();
  await trx('board_messages').where({ author_id: userId }).update({ author_id: null });
  await trx('board_messages').where({ deleted_by: userId }).update({ deleted_by: null });
  await trx('reports').where({ reporter_id: userId }).update({ reporter_id: null });
  // Reports about the account have nothing left to act on, and hold its words.
  await trx('reports').where({ target_id: userId }).delete();
  // Its counted hunts stay in the ledger without a name; its shares of finished expeditions stay.
  await forgetExpeditionPlayer(trx, userId);
  await trx('players').where({ user_id: userId }).delete();
}
