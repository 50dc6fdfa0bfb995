import { randomUUID } from 'node:crypto';
import type { Logger } from '@vh/kit';
import type { EconomyDeps } from '../deps';
import { closeOrder, matchBook } from './marketBook';
import { payPending } from './marketPayouts';
import { marketDb } from './marketRepository';
import { confirmEscrow } from './placeOrder';

const BATCH = 200;

/** Orders left pending by a crash or an unreachable game: their escrow finished with the same keys. */
async function resumePending(deps: EconomyDeps, logger: Logger, olderThanMs: number): Promise<void> {
  const requestId = randomUUID();
  for (const id of await marketDb.stalePending(deps.db, olderThanMs, BATCH)) {
    try {
      const order = await marketDb.order(deps.db, id);
      if (order?.status === 'pending') await confirmEscrow(deps, logger, order, requestId);
    } catch (error) {
      await marketDb.recordFailure(deps.db, id, error instanceof Error ? error.message : String(error));
      logger.warn({ orderId: id, err: error }, 'pending market order not resumed; retrying later');
    }
  }
}

/** Open orders past their 7 days: closed, what they hold given back. */
async function expireOrders(deps: EconomyDeps): Promise<number> {
  let expired = 0;
  for (const id of await marketDb.expiredOpen(deps.db, BATCH)) {
    const order = await marketDb.order(deps.db, id);
    if (!order) continue;
    const closed = await deps.db.transaction((trx) =>
      closeOrder(trx, order, 'expired', (row) => row.expires_at.getTime() <= Date.now()),
    );
    if (closed) expired += 1;
  }
  return expired;
}

/** Books left crossed (orders that joined while halted, a long run cut short): matched now. */
export async function matchCrossedBooks(deps: EconomyDeps): Promise<void> {
  for (const itemId of await marketDb.crossedItems(deps.db)) {
    const halted =
      (await marketDb.settings(deps.db)).halted || (await marketDb.isItemHalted(deps.db, itemId));
    if (!halted) {
      await deps.db.transaction(async (trx) => {
        await marketDb.lockBook(trx, itemId);
        await matchBook(trx, itemId);
      });
    }
  }
}

/**
 * The market's periodic work, safe on every replica at once: resumes orders whose escrow was cut
 * short, expires old orders, matches crossed books and pays every unpaid payout (each idempotent at
 * the game by its key), last, so what the steps before wrote is paid in the same pass.
 */
export async function runMarketJob(deps: EconomyDeps, logger: Logger, resumeAfterMs: number): Promise<void> {
  await resumePending(deps, logger, resumeAfterMs);
  const expired = await expireOrders(deps);
  if (expired > 0) logger.info({ expired }, 'market orders expired');
  await matchCrossedBooks(deps);
  await payPending(deps, logger);
}
