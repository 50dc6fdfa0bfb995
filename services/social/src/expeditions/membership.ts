/**
 * Who takes part in an expedition, from when (docs/social.md#expeditions). The covens feature calls
 * these inside its own transactions, after it has changed the coven's membership (and so holds the
 * coven row's lock: a join and a start never miss each other).
 */
import type { Knex } from '@vh/kit';
import { expeditions, ledger, members } from './expeditionRepository';

/**
 * A player who joins a coven joins its running expedition from `at`: their hunts count from then on,
 * never before. A player who left this expedition once does not come back into it. Answers whether
 * they were enrolled.
 */
export async function enrolInRunningExpedition(
  trx: Knex.Transaction,
  covenId: number,
  userId: string,
  at: Date,
): Promise<boolean> {
  const running = await expeditions.running(trx, covenId);
  if (!running || running.ends_at.getTime() <= at.getTime()) return false;
  return (await members.enrol(trx, running.id, [userId], at)).length > 0;
}

/**
 * A player leaving (or kicked from) their coven leaves its expedition at `at`: later hunts count
 * nothing; what they caught before stays theirs in the split.
 */
export async function leaveExpedition(trx: Knex.Transaction, userId: string, at: Date): Promise<void> {
  await members.leave(trx, userId, at);
}

/** A deleted account leaves its expedition; its counted hunts stay counted, without a name. */
export async function forgetExpeditionPlayer(trx: Knex.Transaction, userId: string): Promise<void> {
  await members.leave(trx, userId, new Date());
  await ledger.forget(trx, userId);
}
