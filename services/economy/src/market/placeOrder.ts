/**
 * Placing an order (docs/market.md): checks, a pending row under the player's lock (slots, own
 * orders), the escrow taken through the game's exchange with the order's keys, then the order joins
 * the book and is matched. A crash or an unreachable game between the steps leaves the row pending;
 * the market job resumes it with the same keys (marketJob.ts), so each step applies once.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  BadRequestError,
  ConflictError,
  NotFoundError,
  ValidationError,
  requirePlayer,
  type Caller,
  type Logger,
} from '@vh/kit';
import type { ExchangeCallResult } from '@vh/contracts';
import type { EconomyDeps } from '../deps';
import { activateOrder } from './marketBook';
import { addPayouts, payNow, payoutOf } from './marketPayouts';
import { marketDb, type OrderRow } from './marketRepository';
import {
  MARKET_CURRENCY,
  MarketMessages,
  ORDER_LIFETIME_MS,
  buyEscrow,
  isTradable,
  orderNumbersProblem,
  slotsMessage,
  type OrderSide,
} from './marketRules';

export interface OrderRequest {
  itemId: number;
  side: OrderSide;
  price: number;
  quantity: number;
  idempotencyKey?: string | null;
}

const MAX_KEY_LENGTH = 200;

/** The checks that need no store: numbers, the item and whether it trades. */
function checkRequest(deps: EconomyDeps, request: OrderRequest): void {
  const problem = orderNumbersProblem(request.price, request.quantity);
  if (problem) throw new BadRequestError(problem);
  const item = deps.content.item(request.itemId);
  if (!item) throw new NotFoundError(MarketMessages.unknownItem);
  if (!isTradable(deps.content, item)) throw new ValidationError(MarketMessages.untradable);
}

function hashOf(request: OrderRequest): string {
  const { itemId, side, price, quantity } = request;
  return createHash('sha256').update(JSON.stringify({ itemId, side, price, quantity })).digest('hex');
}

/** Whether an own order on the other side would trade with this one. */
function wouldMeetOwn(request: OrderRequest, own: readonly OrderRow[]): boolean {
  return own.some(
    (order) =>
      order.item_id === request.itemId &&
      order.side !== request.side &&
      (request.side === 'buy' ? order.price <= request.price : order.price >= request.price),
  );
}

/** The pending row, under the player's lock: the market open, a slot free, no own order met. */
async function insertPending(deps: EconomyDeps, userId: string, request: OrderRequest, key: string) {
  return deps.db.transaction(async (trx) => {
    await marketDb.lockPlayer(trx, userId);
    const earlier = await marketDb.orderByKey(trx, userId, key);
    if (earlier) return earlier;
    const settings = await marketDb.settings(trx);
    if (settings.halted) throw new ConflictError(MarketMessages.halted);
    if (await marketDb.isItemHalted(trx, request.itemId)) throw new ConflictError(MarketMessages.itemHalted);
    const own = await marketDb.activeOrders(trx, userId);
    if (own.length >= settings.subscriber_slots) {
      throw new ConflictError(slotsMessage(settings.base_slots, settings.subscriber_slots));
    }
    if (wouldMeetOwn(request, own)) throw new ConflictError(MarketMessages.selfTrade);
    const escrow =
      request.side === 'buy'
        ? buyEscrow(request.price, request.quantity, settings.tax_bps)
        : { principal: 0, tax: 0 };
    const [row] = await trx<OrderRow>('market_orders')
      .insert({
        id: randomUUID(),
        user_id: userId,
        idempotency_key: key,
        request_hash: hashOf(request),
        item_id: request.itemId,
        side: request.side,
        price: request.price,
        quantity: request.quantity,
        remaining: request.quantity,
        tax_bps: settings.tax_bps,
        escrow_vgc: escrow.principal,
        tax_reserved: escrow.tax,
        subscriber_slot: own.length >= settings.base_slots,
        expires_at: new Date(Date.now() + ORDER_LIFETIME_MS),
      })
      .returning('*');
    return row as OrderRow;
  });
}

const escrowKey = (order: OrderRow) => `market:${order.id}:escrow`;
const taxKey = (order: OrderRow) => `market:${order.id}:tax`;

/**
 * The first escrow call: the sell's items, or the buy's price x quantity while the player holds the
 * tax as well (so a buy the player cannot cover is refused here, before anything is taken); a slot
 * beyond the base needs a subscription.
 */
function escrowCall(order: OrderRow) {
  const buy = order.side === 'buy';
  const heldCurrencies = buy
    ? [{ shortName: MARKET_CURRENCY, amount: order.escrow_vgc + order.tax_reserved }]
    : [];
  return {
    idempotencyKey: escrowKey(order),
    userId: order.user_id,
    reason: 'market',
    currencies: buy ? [{ shortName: MARKET_CURRENCY, delta: -order.escrow_vgc }] : [],
    items: buy ? [] : [{ itemId: order.item_id, delta: -order.quantity }],
    requirements:
      order.subscriber_slot || buy
        ? { minXp: 0, minSubscriptionLevel: order.subscriber_slot ? 1 : 0, heldItems: [], heldCurrencies }
        : undefined,
  };
}

/** Why the game refused an escrow, in the market's words. */
async function refusalMessage(deps: EconomyDeps, answer: ExchangeCallResult): Promise<string> {
  switch (answer.code) {
    case 'INSUFFICIENT_ITEMS':
      return MarketMessages.notEnoughItems;
    case 'INSUFFICIENT_FUNDS':
      return MarketMessages.notEnoughVgc;
    case 'SUBSCRIPTION_LEVEL_REQUIRED': {
      const settings = await marketDb.settings(deps.db);
      return slotsMessage(settings.base_slots, settings.subscriber_slots);
    }
    default:
      return answer.message;
  }
}

export type EscrowOutcome = { order: OrderRow; refusal: null } | { order: OrderRow; refusal: string };

/**
 * Takes a pending order's escrow and puts it on the book; safe to repeat and to run twice at once
 * (each exchange key applies once, each state change is guarded). A refused first call leaves no
 * order (nothing was taken); a refused tax call rejects the order and gives back its first escrow.
 */
export async function confirmEscrow(
  deps: EconomyDeps,
  logger: Logger,
  pending: OrderRow,
  requestId: string,
): Promise<EscrowOutcome> {
  let order = pending;
  if (!order.escrowed) {
    const answer = await deps.exchange.exchange(escrowCall(order), requestId);
    if (answer.status === 'refused') {
      await deps.db('market_orders').where({ id: order.id, status: 'pending', escrowed: false }).delete();
      return { order, refusal: await refusalMessage(deps, answer) };
    }
    await deps.db('market_orders').where({ id: order.id }).update({ escrowed: true });
    order = { ...order, escrowed: true };
  }
  if (order.tax_reserved > 0 && !order.tax_escrowed) {
    const answer = await deps.exchange.exchange(
      {
        idempotencyKey: taxKey(order),
        userId: order.user_id,
        reason: 'market',
        currencies: [{ shortName: MARKET_CURRENCY, delta: -order.tax_reserved }],
        items: [],
      },
      requestId,
    );
    if (answer.status === 'refused') {
      const refusal = await refusalMessage(deps, answer);
      const refund = payoutOf(`market:${order.id}:refund`, order.user_id, 'refund', order.escrow_vgc);
      await deps.db.transaction(async (trx) => {
        const row = await marketDb.lockOrder(trx, order.id);
        if (row?.status !== 'pending') return;
        await marketDb.update(trx, row, { status: 'rejected', refusal, closed_at: trx.fn.now() });
        await addPayouts(trx, refund);
      });
      await payNow(
        deps,
        logger,
        refund.map((payout) => payout.key),
      );
      return { order, refusal };
    }
    await deps.db('market_orders').where({ id: order.id }).update({ tax_escrowed: true });
  }
  const payouts = await deps.db.transaction((trx) => activateOrder(trx, order.id, order.item_id));
  await payNow(
    deps,
    logger,
    payouts.map((payout) => payout.key),
  );
  return { order: (await marketDb.order(deps.db, order.id)) ?? order, refusal: null };
}

/** placeMarketOrder: a limit order of the signed-in player, answered once it is on the book (or filled). */
export async function placeOrder(
  deps: EconomyDeps,
  caller: Caller,
  logger: Logger,
  request: OrderRequest,
): Promise<OrderRow> {
  const { userId } = requirePlayer(caller.viewer);
  // A banned player places nothing; cancelling stays open, so what their orders hold can come back.
  await deps.sanctions.require(userId, 'market');
  checkRequest(deps, request);
  const key = request.idempotencyKey ?? randomUUID();
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw new BadRequestError(`The idempotency key must hold 1 to ${MAX_KEY_LENGTH} characters`);
  }
  const order = await insertPending(deps, userId, request, key);
  if (order.request_hash !== hashOf(request)) {
    throw new ValidationError('This idempotency key was used for another order');
  }
  if (order.status !== 'pending') return order;
  const outcome = await confirmEscrow(deps, logger, order, caller.requestId);
  if (outcome.refusal !== null) throw new ConflictError(outcome.refusal);
  return outcome.order;
}
