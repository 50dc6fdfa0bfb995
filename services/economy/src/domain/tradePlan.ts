import { BadRequestError, NotFoundError } from '@vh/kit';
import type { CurrencyEntryData, ItemData } from '../content/economyContent';
import { sellerOf, type CatalogueContent } from './catalogue';
import { CLAIMED_TYPES, TREASURY, type TreasuryKind } from './merchants';
import { MAX_TRADE_AMOUNT } from '@vh/contracts/client';

export type TradeKind = 'buy' | 'sell' | 'claim';

export interface Requirements {
  minXp: number;
  minSubscriptionLevel: number;
  heldItems: { itemId: number; amount: number }[];
}

/** One trade as the game's exchange will apply it, from the player's side (negative = paid). */
export interface TradePlan {
  kind: TradeKind;
  itemId: number;
  amount: number;
  /** The merchant's name for purchases; empty otherwise. */
  merchant: string;
  currencies: { shortName: string; delta: number }[];
  items: { itemId: number; delta: number }[];
  requirements: Requirements;
  successMessage: string;
  /** Better words for the exchange's refusal codes, where the plan knows the item. */
  refusals: Partial<Record<string, string>>;
}

export type Planned = { ok: true; plan: TradePlan } | { ok: false; message: string };

const refuse = (message: string): Planned => ({ ok: false, message });

export const MESSAGES = {
  purchased: 'Purchase successful! Item added to inventory.',
  claimed: (label: string) => `${label} successfully claimed! Item added to inventory.`,
  alreadyClaimed: 'Already claimed',
  notAllTrophies: 'Not every trophy has been collected yet',
} as const;

const SUBSCRIPTIONS = ['', 'Silver', 'Gold', 'Platinum'];

/** Adds up entries of the same key, drops zeros: an exchange names each currency and item once. */
function merged<K extends string | number>(entries: [K, number][]): Map<K, number> {
  const totals = new Map<K, number>();
  for (const [key, delta] of entries) totals.set(key, (totals.get(key) ?? 0) + delta);
  for (const [key, delta] of totals) if (delta === 0) totals.delete(key);
  return totals;
}

function currencyDeltas(entries: CurrencyEntryData[], factor: number) {
  const totals = merged(entries.map(({ name, value }) => [name, value * factor] as [string, number]));
  return [...totals].map(([shortName, delta]) => ({ shortName, delta }));
}

function itemDeltas(entries: [number, number][]) {
  return [...merged(entries)].map(([itemId, delta]) => ({ itemId, delta }));
}

function knownItem(content: CatalogueContent, itemId: number): ItemData {
  const item = content.item(itemId);
  if (!item || !item.visible) throw new NotFoundError('Item not found');
  return item;
}

function checkedAmount(amount: number): number {
  if (!Number.isInteger(amount) || amount < 1 || amount > MAX_TRADE_AMOUNT) {
    throw new BadRequestError(`amount must be a whole number from 1 to ${MAX_TRADE_AMOUNT}`);
  }
  return amount;
}

const listed = (quantities: number[]) =>
  quantities.length === 1
    ? String(quantities[0])
    : `${quantities.slice(0, -1).join(', ')} or ${quantities[quantities.length - 1]}`;

/**
 * A purchase or craft at a merchant: the static rules (sold here, a quantity button, a price or
 * mats, unique items one at a time) are checked here; XP, subscription, balances and ownership are
 * requirements the game checks atomically.
 */
export function planPurchase(content: CatalogueContent, itemId: number, amount: number): Planned {
  const item = knownItem(content, itemId);
  checkedAmount(amount);
  if (CLAIMED_TYPES.has(content.typeOf(item))) {
    return refuse(`${item.name} is claimed at the Treasury, not bought`);
  }
  const seller = sellerOf(content, item);
  if (!seller) return refuse(`${item.name} is not sold by any merchant`);
  if (item.price.length === 0 && item.craftingMats.length === 0) {
    return refuse(`${item.name} has no price`);
  }
  if (item.unique && amount !== 1) return refuse(`${item.name} is unique: you can only have one`);
  if (!seller.tab.quantities.includes(amount)) {
    return refuse(`The ${seller.merchant.name} sells ${listed(seller.tab.quantities)} at a time`);
  }
  return {
    ok: true,
    plan: {
      kind: 'buy',
      itemId: item.id,
      amount,
      merchant: seller.merchant.name,
      currencies: currencyDeltas(item.price, -amount),
      items: itemDeltas([
        ...item.craftingMats.map(({ itemId: mat, amount: count }): [number, number] => [
          mat,
          -count * amount,
        ]),
        [item.id, amount],
      ]),
      requirements: { minXp: item.reqXP, minSubscriptionLevel: item.needSub, heldItems: [] },
      successMessage: MESSAGES.purchased,
      refusals: {
        XP_REQUIRED: `You need ${item.reqXP} XP for ${item.name}`,
        SUBSCRIPTION_LEVEL_REQUIRED: `${item.name} needs an active ${SUBSCRIPTIONS[item.needSub]} subscription`,
        UNIQUE_ITEM: `You already own ${item.name}`,
      },
    },
  };
}

/** A sale: the item goes, its refund (per piece) comes. Items without a refund cannot be sold. */
export function planSale(content: CatalogueContent, itemId: number, amount: number): Planned {
  const item = knownItem(content, itemId);
  checkedAmount(amount);
  if (item.refund.length === 0) return refuse(`${item.name} cannot be sold`);
  const currencies = currencyDeltas(item.refund, amount);
  return {
    ok: true,
    plan: {
      kind: 'sell',
      itemId: item.id,
      amount,
      merchant: '',
      currencies,
      items: [{ itemId: item.id, delta: -amount }],
      requirements: { minXp: 0, minSubscriptionLevel: 0, heldItems: [] },
      successMessage: `Sold ${amount} × ${item.name}.`,
      refusals: { INSUFFICIENT_ITEMS: `You do not have ${amount} × ${item.name}` },
    },
  };
}

/** A claim at the Treasury: every trophy held (and kept), the reward not owned yet. */
export function planClaim(content: CatalogueContent, kind: TreasuryKind, itemId: number): Planned {
  const item = knownItem(content, itemId);
  const { itemType, label, noun } = TREASURY[kind];
  if (content.typeOf(item) !== itemType) return refuse(`${item.name} is not ${noun}`);
  if (item.trophieItemIds.length === 0) return refuse(`${item.name} has no trophies to collect`);
  return {
    ok: true,
    plan: {
      kind: 'claim',
      itemId: item.id,
      amount: 1,
      merchant: '',
      currencies: [],
      items: [{ itemId: item.id, delta: 1 }],
      requirements: {
        minXp: 0,
        minSubscriptionLevel: 0,
        heldItems: [...new Set(item.trophieItemIds)].map((trophy) => ({ itemId: trophy, amount: 1 })),
      },
      successMessage: MESSAGES.claimed(label),
      refusals: { UNIQUE_ITEM: MESSAGES.alreadyClaimed, ITEMS_REQUIRED: MESSAGES.notAllTrophies },
    },
  };
}
