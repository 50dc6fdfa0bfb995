/** Rows as the GraphQL types show them (upper-case enums, ISO times, the tax rate in percent). */
import type { FillRow, OrderRow, SettingsRow } from './marketRepository';
import {
  ORDER_LIFETIME_MS,
  PRICE_MAX,
  PRICE_MIN,
  QUANTITY_MAX,
  QUANTITY_MIN,
  type OrderSide,
} from './marketRules';

const iso = (at: Date | null) => (at ? at.toISOString() : null);
export const sideOf = (side: OrderSide) => (side === 'buy' ? ('BUY' as const) : ('SELL' as const));
export const percentOf = (bps: number) => bps / 100;

export function orderView(row: OrderRow) {
  return {
    id: row.id,
    item: { id: row.item_id },
    side: sideOf(row.side),
    price: row.price,
    quantity: row.quantity,
    remaining: row.remaining,
    status: row.status.toUpperCase() as Uppercase<OrderRow['status']>,
    taxPercent: percentOf(row.tax_bps),
    escrowVgc: row.escrow_vgc,
    taxReserved: row.tax_reserved,
    spentVgc: row.spent_vgc,
    taxCharged: row.tax_charged,
    refusal: row.refusal,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    closedAt: iso(row.closed_at),
  };
}

export function tradeView(row: FillRow) {
  return {
    id: String(row.id),
    item: { id: row.item_id },
    quantity: row.quantity,
    price: row.price,
    at: row.created_at.toISOString(),
  };
}

/** A trade from one side: what that player paid or got. */
export function myTradeView(row: FillRow, userId: string) {
  const bought = row.buyer_id === userId;
  return {
    ...tradeView(row),
    side: bought ? ('BUY' as const) : ('SELL' as const),
    total: row.price * row.quantity,
    tax: bought ? row.tax : 0,
    priceImprovement: bought ? row.price_improvement : 0,
  };
}

export function adminTradeView(row: FillRow) {
  return {
    ...tradeView(row),
    tax: row.tax,
    buyerId: row.buyer_id,
    sellerId: row.seller_id,
    takerSide: sideOf(row.taker_side),
  };
}

export function settingsView(row: SettingsRow, haltedItemIds: number[]) {
  return {
    taxPercent: percentOf(row.tax_bps),
    baseSlots: row.base_slots,
    subscriberSlots: row.subscriber_slots,
    halted: row.halted,
    haltedItemIds,
    priceMin: PRICE_MIN,
    priceMax: PRICE_MAX,
    quantityMin: QUANTITY_MIN,
    quantityMax: QUANTITY_MAX,
    orderLifetimeDays: ORDER_LIFETIME_MS / (24 * 3600_000),
  };
}
