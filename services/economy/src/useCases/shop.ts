import { BadRequestError } from '@vh/kit';
import type { EconomyDeps } from '../deps';
import { stockOf, treasuryOf } from '../domain/catalogue';
import { MERCHANTS, merchantByKey, type MerchantKey, type TreasuryKind } from '../domain/merchants';
import { planClaim, planPurchase, planSale } from '../domain/tradePlan';
import { executeTrade, type TradeAnswer } from './executeTrade';

export interface TradeRequest {
  userId: string;
  requestId: string;
  idempotencyKey?: string | null;
}

/** POST /api/game/buysell: a positive amount buys (or crafts), a negative one sells. */
export function buySell(
  deps: EconomyDeps,
  request: TradeRequest & { itemId: number; amount: number },
): Promise<TradeAnswer> {
  if (request.amount === 0) throw new BadRequestError('amount must not be 0');
  const planned =
    request.amount > 0
      ? planPurchase(deps.content, request.itemId, request.amount)
      : planSale(deps.content, request.itemId, -request.amount);
  return executeTrade(deps, request.userId, planned, request);
}

/** ClaimCollection / ClaimAchievement: the reward for a full set of trophies, once. */
export function claim(
  deps: EconomyDeps,
  request: TradeRequest & { kind: TreasuryKind; itemId: number },
): Promise<TradeAnswer> {
  return executeTrade(deps, request.userId, planClaim(deps.content, request.kind, request.itemId), request);
}

/** A merchant with its tabs, each tab's quantity buttons and stock. */
export function merchantView(deps: EconomyDeps, key: MerchantKey) {
  const merchant = merchantByKey(key);
  return {
    key: merchant.key,
    name: merchant.name,
    tabs: stockOf(deps.content, merchant).map(({ tab, items }) => ({
      name: tab.name,
      itemTypes: tab.itemTypes,
      quantities: tab.quantities,
      items: items.map((item) => ({ id: item.id })),
    })),
  };
}

export function merchantsView(deps: EconomyDeps) {
  return MERCHANTS.map((merchant) => merchantView(deps, merchant.key));
}

/** The Treasury: each set with its trophies (ownership comes from the game's Item.ownedAmount). */
export function treasuryView(deps: EconomyDeps, kind: TreasuryKind) {
  return treasuryOf(deps.content, kind).map((item) => ({
    item: { id: item.id },
    trophies: item.trophieItemIds.map((id) => ({ id })),
  }));
}

export async function tradeHistory(deps: EconomyDeps, userId: string, limit: number, offset: number) {
  const rows = await deps.trades.history(userId, Math.min(Math.max(limit, 1), 100), Math.max(offset, 0));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind.toUpperCase(),
    item: { id: row.item_id },
    amount: row.amount,
    merchant: row.merchant,
    currencies: row.currencies,
    items: row.items.map((entry) => ({ item: { id: entry.itemId }, delta: entry.delta })),
    appliedAt: row.applied_at?.toISOString() ?? null,
  }));
}
