import { randomUUID } from 'node:crypto';
import type { Logger } from '@vh/kit';
import type { EconomyDeps } from '../deps';
import { recordOutcome, sendToExchange } from '../useCases/executeTrade';

const BATCH = 50;

/**
 * Finishes trades whose request lost the game mid-way: for each, the game is asked for its key's
 * outcome (settle only: nothing is applied now), then the row is marked applied (with its event) or
 * discarded. One short transaction per trade, its row locked with SKIP LOCKED, so replicas share the
 * work and one failing trade holds up none of the others.
 */
export async function settlePendingTrades(
  deps: EconomyDeps,
  olderThanMs: number,
  logger: Logger,
): Promise<number> {
  const requestId = randomUUID();
  let settled = 0;
  for (const { id } of await deps.trades.stalePending(olderThanMs, BATCH)) {
    try {
      const done = await deps.db.transaction(async (trx) => {
        const trade = await deps.trades.lockPending(trx, id);
        if (!trade) return false;
        await recordOutcome(trx, deps, trade, await sendToExchange(deps, trade, requestId, true), requestId);
        return true;
      });
      if (done) settled += 1;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await deps.trades.recordFailure(id, reason);
      logger.warn({ tradeId: id, err: error }, 'pending trade not settled; retrying later');
    }
  }
  if (settled > 0) logger.info({ settled }, 'pending trades settled');
  return settled;
}
