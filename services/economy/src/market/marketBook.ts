/**
 * The order book's writes, each in one transaction under its item's lock (so no order fills twice):
 * an escrowed order joins the book and is matched; a crossed book is matched; an order is closed
 * (cancelled, expired) with what it still holds written as payouts. Every fill's payouts are written
 * in the transaction of the fill; they are paid afterwards (marketPayouts.ts).
 */
import type { Knex } from '@vh/kit';
import { addPayouts, payoutOf, type PayoutRow } from './marketPayouts';
import { bookOrderOf, marketDb, type OrderRow } from './marketRepository';
import { crosses, heldOnClose, planFill } from './marketRules';

/** Fills one transaction makes at most; a longer run is finished by the next (the job's sweep). */
const MAX_FILLS_PER_PASS = 500;

/** What an order still held when it closed, given back (ledger source refund). */
export function closingPayouts(order: OrderRow): PayoutRow[] {
  const held = heldOnClose({
    side: order.side,
    price: order.price,
    remaining: order.remaining,
    taxReserved: order.tax_reserved,
    taxCharged: order.tax_charged,
  });
  return [
    ...payoutOf(`market:${order.id}:refund`, order.user_id, 'refund', held.vgc, {
      itemId: order.item_id,
      amount: held.items,
    }),
    ...payoutOf(`market:${order.id}:tax-refund`, order.user_id, 'refund', held.tax),
  ];
}

/** One fill of the best bid and ask: both orders, the fill row and its payouts. */
async function fillOnce(trx: Knex.Transaction, bid: OrderRow, ask: OrderRow): Promise<PayoutRow[]> {
  const plan = planFill(bookOrderOf(bid), bookOrderOf(ask));
  const fill = await marketDb.insertFill(trx, {
    item_id: bid.item_id,
    quantity: plan.quantity,
    price: plan.price,
    tax: plan.tax,
    price_improvement: plan.priceImprovement,
    buy_order_id: bid.id,
    sell_order_id: ask.id,
    buyer_id: bid.user_id,
    seller_id: ask.user_id,
    taker_side: plan.takerSide,
  });
  const closed = (remaining: number) =>
    remaining === 0 ? { status: 'filled', closed_at: trx.fn.now() } : {};
  await marketDb.update(trx, bid, {
    remaining: plan.buyRemaining,
    spent_vgc: plan.buySpent,
    tax_charged: plan.buyTaxCharged,
    ...closed(plan.buyRemaining),
  });
  await marketDb.update(trx, ask, { remaining: plan.sellRemaining, ...closed(plan.sellRemaining) });
  const payouts = [
    ...payoutOf(`market:fill:${fill.id}:seller`, ask.user_id, 'market', plan.sellerVgc),
    ...payoutOf(`market:fill:${fill.id}:buyer`, bid.user_id, 'market', plan.priceImprovement, {
      itemId: bid.item_id,
      amount: plan.quantity,
    }),
  ];
  // A filled buy that paid less than its limit gives back the tax it reserved for the difference.
  if (plan.buyRemaining === 0) {
    payouts.push(...closingPayouts({ ...bid, remaining: 0, tax_charged: plan.buyTaxCharged }));
  }
  return payouts;
}

/**
 * Matches an item's book while its best bid meets its best ask, at the older order's price. The
 * caller holds the book's lock. Answers the payouts written (to pay them right away).
 */
export async function matchBook(trx: Knex.Transaction, itemId: number): Promise<PayoutRow[]> {
  const payouts: PayoutRow[] = [];
  for (let fills = 0; fills < MAX_FILLS_PER_PASS; fills += 1) {
    const bid = await marketDb.best(trx, itemId, 'buy');
    const ask = bid && (await marketDb.best(trx, itemId, 'sell'));
    if (!bid || !ask || !crosses(bookOrderOf(bid), bookOrderOf(ask))) break;
    payouts.push(...(await fillOnce(trx, bid, ask)));
  }
  await addPayouts(trx, payouts);
  return payouts;
}

/**
 * An escrowed pending order joins the book (its time is now) and is matched unless the market or
 * its item is halted. Nothing happens to an order no longer pending (another path got there first).
 */
export async function activateOrder(trx: Knex.Transaction, orderId: string, itemId: number) {
  await marketDb.lockBook(trx, itemId);
  const order = await marketDb.lockOrder(trx, orderId);
  if (!order || order.status !== 'pending') return [];
  await marketDb.update(trx, order, { status: 'open', seq: await marketDb.nextSeq(trx) });
  const halted = (await marketDb.settings(trx)).halted || (await marketDb.isItemHalted(trx, itemId));
  return halted ? [] : matchBook(trx, itemId);
}

/**
 * Closes an open order (cancelled or expired) and writes what it still holds as payouts. Answers
 * null when the order is not open any more (filled or closed meanwhile): nothing changed.
 */
export async function closeOrder(
  trx: Knex.Transaction,
  order: Pick<OrderRow, 'id' | 'item_id'>,
  status: 'cancelled' | 'expired',
  guard: (row: OrderRow) => boolean = () => true,
): Promise<PayoutRow[] | null> {
  await marketDb.lockBook(trx, order.item_id);
  const row = await marketDb.lockOrder(trx, order.id);
  if (!row || row.status !== 'open' || !guard(row)) return null;
  await marketDb.update(trx, row, { status, closed_at: trx.fn.now() });
  const payouts = closingPayouts(row);
  await addPayouts(trx, payouts);
  return payouts;
}
