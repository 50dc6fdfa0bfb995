/**
 * The market's pure rules (docs/market.md): what may be ordered, the buyer's tax, and what one fill
 * moves. Every amount is a whole number of VGC; nothing here rounds except the tax, which rounds up
 * on the running total of a buy's fills, so the sum of its fills' taxes is the tax of their sum.
 */
import { MARKET_ORDER_RULES } from '@vh/contracts/client';
import type { ItemData } from '../content/economyContent';
import { CLAIMED_TYPES } from '../domain/merchants';

export type OrderSide = 'buy' | 'sell';

export const MARKET_CURRENCY = 'VGC';
export const PRICE_MIN = MARKET_ORDER_RULES.price.minimum;
export const PRICE_MAX = MARKET_ORDER_RULES.price.maximum;
export const QUANTITY_MIN = MARKET_ORDER_RULES.quantity.minimum;
export const QUANTITY_MAX = MARKET_ORDER_RULES.quantity.maximum;
/** Price x quantity at most: with the highest tax it still fits a GraphQL Int. */
export const ORDER_VALUE_MAX = 1_000_000_000;
export const ORDER_LIFETIME_MS = 7 * 24 * 3600_000;
const BPS = 10_000;

export const MarketMessages = {
  quantity: MARKET_ORDER_RULES.quantity.message,
  price: MARKET_ORDER_RULES.price.message,
  value: `An order may be worth at most ${ORDER_VALUE_MAX} VGC (price x quantity)`,
  unknownItem: 'Item not found',
  untradable: 'This item cannot be traded on the market',
  halted: 'The market is halted',
  itemHalted: "This item's market is halted",
  selfTrade: 'This order would trade with one of your own orders',
  notEnoughItems: 'You do not hold that many of this item',
  notEnoughVgc: 'You do not have enough VGC for this order and its tax',
  orderNotFound: 'Order not found',
  notOpen: 'This order is no longer open',
} as const;

export function slotsMessage(baseSlots: number, subscriberSlots: number): string {
  return `All your order slots are in use (${baseSlots}, or ${subscriberSlots} with a subscription): cancel an order first`;
}

/** What the market needs of an item's type. */
export interface TradableContent {
  typeOf(item: ItemData): string;
}

/**
 * Only ordinary goods change hands: visible, not unique (a second copy could not be held), not sold
 * in the premium shop, and not a collection or achievement (claimed, never bought).
 */
export function isTradable(content: TradableContent, item: ItemData): boolean {
  return item.visible && !item.unique && !item.premiumShop && !CLAIMED_TYPES.has(content.typeOf(item));
}

/** The first problem of an order's numbers, or null. */
export function orderNumbersProblem(price: number, quantity: number): string | null {
  if (!Number.isInteger(quantity) || quantity < QUANTITY_MIN || quantity > QUANTITY_MAX)
    return MarketMessages.quantity;
  if (!Number.isInteger(price) || price < PRICE_MIN || price > PRICE_MAX) return MarketMessages.price;
  if (price * quantity > ORDER_VALUE_MAX) return MarketMessages.value;
  return null;
}

/** The buyer's tax on a total spent: rounded up to a whole VGC (a tax of 0 % is 0). */
export function taxOn(spent: number, taxBps: number): number {
  return Math.ceil((spent * taxBps) / BPS);
}

/** What a buy order takes at placement: its price x quantity and the tax on all of it. */
export function buyEscrow(price: number, quantity: number, taxBps: number) {
  const principal = price * quantity;
  return { principal, tax: taxOn(principal, taxBps) };
}

/** The part of a book order a fill reads. */
export interface BookOrder {
  id: string;
  userId: string;
  side: OrderSide;
  price: number;
  remaining: number;
  seq: number;
  /** Buys only: what its fills cost so far, and the tax charged on that. */
  spentVgc: number;
  taxCharged: number;
  taxBps: number;
}

export interface FillPlan {
  quantity: number;
  /** The maker's (older order's) price. */
  price: number;
  takerSide: OrderSide;
  /** What the seller gets: price x quantity. */
  sellerVgc: number;
  /** What the buyer gets back with the items: (its limit - price) x quantity. */
  priceImprovement: number;
  /** The buyer's tax on this fill: the running total's tax less what was charged before. */
  tax: number;
  buyRemaining: number;
  sellRemaining: number;
  buySpent: number;
  buyTaxCharged: number;
}

/** Whether the best bid and best ask trade: they cross, and belong to two players. */
export function crosses(bid: BookOrder, ask: BookOrder): boolean {
  return bid.price >= ask.price && bid.userId !== ask.userId;
}

/** One fill between the best bid and best ask (which cross): as many as both still want. */
export function planFill(bid: BookOrder, ask: BookOrder): FillPlan {
  const quantity = Math.min(bid.remaining, ask.remaining);
  const takerSide: OrderSide = bid.seq > ask.seq ? 'buy' : 'sell';
  const price = takerSide === 'buy' ? ask.price : bid.price;
  const cost = price * quantity;
  const buySpent = bid.spentVgc + cost;
  const buyTaxCharged = taxOn(buySpent, bid.taxBps);
  return {
    quantity,
    price,
    takerSide,
    sellerVgc: cost,
    priceImprovement: (bid.price - price) * quantity,
    tax: buyTaxCharged - bid.taxCharged,
    buyRemaining: bid.remaining - quantity,
    sellRemaining: ask.remaining - quantity,
    buySpent,
    buyTaxCharged,
  };
}

/** What an order still holds when it closes (filled, cancelled, expired): given back. */
export interface OrderHoldings {
  side: OrderSide;
  price: number;
  remaining: number;
  taxReserved: number;
  taxCharged: number;
}

export function heldOnClose(order: OrderHoldings): { items: number; vgc: number; tax: number } {
  if (order.side === 'sell') return { items: order.remaining, vgc: 0, tax: 0 };
  return { items: 0, vgc: order.price * order.remaining, tax: order.taxReserved - order.taxCharged };
}
