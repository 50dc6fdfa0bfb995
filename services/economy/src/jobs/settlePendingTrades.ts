import { randomUUID } from 'node:crypto';
import type { Logger } from '@vh/kit';
import type { EconomyDeps } from '../deps';
import { recordOutcome, sendToExchange } from '../useCases/executeTrade';

const BATCH = 50;

/**
 * Finishes trades whose request lost the game mid-way: each is sent again with its own key, so the
 * game applies it at most once, then marked applied (with its event) or discarded. Rows are locked
 * with SKIP LOCKED, so replicas share the work without doing any twice.
 */
export async function settlePendingTrades(
  deps: EconomyDeps,
  olderThanMs: number,
  logger: Logger,
): Promise<number> {
  const requestId = randomUUID();
  return deps.db.transaction(async (trx) => {
    const stale = await deps.trades.lockStalePending(trx, olderThanMs, BATCH);
    for (const trade of stale) {
      const result = await sendToExchange(deps, trade, requestId);
      await recordOutcome(trx, deps, trade, result, requestId);
    }
    if (stale.length > 0) logger.info({ settled: stale.length }, 'pending trades settled');
    return stale.length;
  });
}
