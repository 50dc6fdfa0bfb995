import type { ItemData } from '../content/economyContent';
import {
  CLAIMED_TYPES,
  MERCHANTS,
  TREASURY,
  type Merchant,
  type MerchantTab,
  type TreasuryKind,
} from './merchants';

/** What the catalogue needs from content: the items and each item's type. */
export interface CatalogueContent {
  item(id: number): ItemData | undefined;
  items(): ItemData[];
  typeOf(item: ItemData): string;
}

/** Cheapest first at the merchants; the Treasury shows the greatest sets first. */
const byReqXp = (direction: 1 | -1) => (a: ItemData, b: ItemData) =>
  direction * (a.reqXP - b.reqXP) || a.name.localeCompare(b.name) || a.id - b.id;

/** Whether a merchant offers an item at all (its tab's types, forge or not). */
function offered(content: CatalogueContent, merchant: Merchant, tab: MerchantTab, item: ItemData): boolean {
  if (!item.visible || !item.buyable || item.premiumShop || item.bloodforge !== merchant.forge) return false;
  const type = content.typeOf(item);
  if (CLAIMED_TYPES.has(type)) return false;
  return tab.itemTypes.length === 0 || tab.itemTypes.includes(type);
}

interface StockedTab {
  tab: MerchantTab;
  items: ItemData[];
}

/** A merchant's stock, tab by tab, sorted by required XP ascending. */
export function stockOf(content: CatalogueContent, merchant: Merchant): StockedTab[] {
  const items = content.items();
  return merchant.tabs.map((tab) => ({
    tab,
    items: items.filter((item) => offered(content, merchant, tab, item)).sort(byReqXp(1)),
  }));
}

/** Where an item is sold: the merchant and tab (so the quantity buttons), or null. */
export function sellerOf(
  content: CatalogueContent,
  item: ItemData,
): { merchant: Merchant; tab: MerchantTab } | null {
  for (const merchant of MERCHANTS) {
    const tab = merchant.tabs.find((candidate) => offered(content, merchant, candidate, item));
    if (tab) return { merchant, tab };
  }
  return null;
}

/** The Treasury's collections or achievements, greatest first. */
export function treasuryOf(content: CatalogueContent, kind: TreasuryKind): ItemData[] {
  const { itemType } = TREASURY[kind];
  return content
    .items()
    .filter((item) => item.visible && item.buyable && content.typeOf(item) === itemType)
    .sort(byReqXp(-1));
}
