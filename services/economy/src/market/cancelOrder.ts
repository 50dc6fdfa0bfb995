import { ConflictError, NotFoundError, requirePlayer, type Caller, type Logger } from '@vh/kit';
import type { EconomyDeps } from '../deps';
import { checkedOrderId } from './marketIds';
import { closeOrder } from './marketBook';
import { payNow } from './marketPayouts';
import { marketDb, type OrderRow } from './marketRepository';
import { MarketMessages } from './marketRules';

/**
 * cancelMarketOrder: the player's open order leaves the book and what it still holds comes back
 * (ledger source refund). An order being placed, filled or closed already is a 409; another
 * player's order is not found (404), as if it did not exist.
 */
export async function cancelOrder(
  deps: EconomyDeps,
  caller: Caller,
  logger: Logger,
  orderId: string,
): Promise<OrderRow> {
  const { userId } = requirePlayer(caller.viewer);
  const order = await marketDb.order(deps.db, checkedOrderId(orderId));
  if (!order || order.user_id !== userId) throw new NotFoundError(MarketMessages.orderNotFound);
  const payouts = await deps.db.transaction((trx) => closeOrder(trx, order, 'cancelled'));
  if (!payouts) throw new ConflictError(MarketMessages.notOpen);
  await payNow(
    deps,
    logger,
    payouts.map((payout) => payout.key),
  );
  return (await marketDb.order(deps.db, order.id))!;
}
