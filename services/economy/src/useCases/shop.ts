import { BadRequestError, requirePlayer, type Caller } from '@vh/kit';
import type { EconomyDeps } from '../deps';
import { stockOf, treasuryOf } from '../domain/catalogue';
import { MERCHANTS, merchantByKey, type MerchantKey, type TreasuryKind } from '../domain/merchants';
import { planClaim, planPurchase, planSale, type TradeKind } from '../domain/tradePlan';
import { executeTrade, type TradeAnswer } from './executeTrade';

/** A retry with the same key applies once and answers the same. */
type Idempotent = { idempotencyKey?: string | null };

/** POST /api/game/buysell: a positive amount buys (or crafts), a negative one sells (any playable role). */
export function buySell(
  deps: EconomyDeps,
  caller: Caller,
  request: Idempotent & { itemId: number; amount: number },
): Promise<TradeAnswer> {
  const player = requirePlayer(caller.viewer);
  if (request.amount === 0) throw new BadRequestError('amount must not be 0');
  const planned =
    request.amount > 0
      ? planPurchase(deps.content, request.itemId, request.amount)
      : planSale(deps.content, request.itemId, -request.amount);
  return executeTrade(deps, player.userId, planned, {
    ...request,
    requestId: caller.requestId,
    asOf: caller.asOf,
  });
}

/** ClaimCollection / ClaimAchievement: the reward for a full set of trophies, once (any playable role). */
export function claim(
  deps: EconomyDeps,
  caller: Caller,
  request: Idempotent & { kind: TreasuryKind; itemId: number },
): Promise<TradeAnswer> {
  const player = requirePlayer(caller.viewer);
  const planned = planClaim(deps.content, request.kind, request.itemId);
  return executeTrade(deps, player.userId, planned, {
    ...request,
    requestId: caller.requestId,
    asOf: caller.asOf,
  });
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

/** The signed-in player's trades, newest first. */
export async function tradeHistory(deps: EconomyDeps, caller: Caller, limit: number, offset: number) {
  const { userId } = requirePlayer(caller.viewer);
  const rows = await deps.trades.history(userId, Math.min(Math.max(limit, 1), 100), Math.max(offset, 0));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind.toUpperCase() as Uppercase<TradeKind>,
    item: { id: row.item_id },
    amount: row.amount,
    merchant: row.merchant,
    currencies: row.currencies,
    items: row.items.map((entry) => ({ item: { id: entry.itemId }, delta: entry.delta })),
    appliedAt: row.applied_at?.toISOString() ?? null,
  }));
}
