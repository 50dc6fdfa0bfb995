/** Small builders shared by the world files, so the data reads as data. */
import type { KindName } from '../../domain/kinds';
import { REFUND_SHARE } from './curves';

/** A reference by id, written as '<kind>:<key>' and resolved by the seeder. */
export const refTo = (kind: KindName, key: string): string => `${kind}:${key}`;
export const itemRef = (key: string): string => refTo('item', key);
export const enemyRef = (key: string): string => refTo('enemy', key);
export const enemyTypeRef = (key: string): string => refTo('enemytype', key);
export const itemTypeRef = (key: string): string => refTo('itemtype', key);
export const rarityRef = (key: string): string => refTo('rarity', key);

export interface CurrencyEntry {
  name: string;
  value: number;
}
export interface StatEntry {
  shortName: string;
  valueFrom: number;
  valueTo: number;
  procPercent: number;
}
export interface CraftingMat {
  itemId: string;
  amount: number;
}
export interface LootEntry {
  itemId: string;
  dropChance: number;
  amountMin: number;
  amountMax: number;
}

/** A currency list from a record, leaving out zero amounts: `currencies({ VGC: 25, GRAVEDUST: 3 })`. */
export function currencies(amounts: Record<string, number>): CurrencyEntry[] {
  return Object.entries(amounts)
    .filter(([, value]) => value > 0)
    .map(([name, value]) => ({ name, value: Math.round(value) }));
}

/** What selling returns: REFUND_SHARE of every currency of the price, dropping amounts that round to 0. */
export function refundOf(price: CurrencyEntry[]): CurrencyEntry[] {
  return price
    .map(({ name, value }) => ({ name, value: Math.round(value * REFUND_SHARE) }))
    .filter((entry) => entry.value > 0);
}

/** A stat entry; a fixed stat has from = to. */
export function stat(shortName: string, valueFrom: number, valueTo = valueFrom, procPercent = 0): StatEntry {
  return { shortName, valueFrom, valueTo, procPercent };
}

export function mats(amounts: Record<string, number>): CraftingMat[] {
  return Object.entries(amounts).map(([key, amount]) => ({ itemId: itemRef(key), amount }));
}

export function loot(key: string, dropChance: number, amountMin = 1, amountMax = amountMin): LootEntry {
  return { itemId: itemRef(key), dropChance, amountMin, amountMax };
}
