import type { ItemFieldsFragment } from '../../__generated__/graphql';

/** The buy button's word per item type shortName (spec 000 section 2, merchants); others say BUY. */
const BUY_NAMES: Readonly<Record<string, string>> = {
  bait: 'BUY',
  accessory: 'CRAFT',
  mount: 'TAME',
  retainer: 'BIND',
};

export const CRAFT_LABEL = 'CRAFT';
export const PURCHASE_SUCCESS = 'Purchase successful! Item added to inventory.';

type Tradable = Pick<ItemFieldsFragment, 'price' | 'craftingMats' | 'typeRef'>;

/** Items with neither a price nor materials cannot be had at a merchant: they get no button. */
export function isForSale(item: Tradable): boolean {
  return item.price.length > 0 || item.craftingMats.length > 0;
}

/** Anything made from materials is crafted; otherwise the type's own word. */
export function tradeLabel(item: Tradable): string {
  if (item.craftingMats.length > 0) return CRAFT_LABEL;
  return BUY_NAMES[item.typeRef?.shortName ?? ''] ?? 'BUY';
}
