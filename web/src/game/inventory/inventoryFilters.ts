import type { InventoryEntry, InventoryItem } from '../player/meQuery';

export interface InventoryFilter {
  label: string;
  /** The item type shortName shown; null shows everything. */
  itemType: string | null;
}

/** The filter row of spec 000 section 2 (inventory), in its order. */
export const INVENTORY_FILTERS: readonly InventoryFilter[] = [
  { label: 'All', itemType: null },
  { label: 'Avatar', itemType: 'avatar' },
  { label: 'Coins', itemType: 'coin' },
  { label: 'Bait', itemType: 'bait' },
  { label: 'Hex', itemType: 'hex' },
  { label: 'Keys', itemType: 'key' },
  { label: 'Weapons', itemType: 'weapon' },
  { label: 'Chests', itemType: 'armour' },
  { label: 'Heads', itemType: 'head' },
  { label: 'Hands', itemType: 'hands' },
  { label: 'Feet', itemType: 'feet' },
  { label: 'Accessories', itemType: 'accessory' },
  { label: 'Retainers', itemType: 'retainer' },
  { label: 'Mounts', itemType: 'mount' },
  { label: 'Mats', itemType: 'craftingmat' },
  { label: 'Scrolls', itemType: 'scroll' },
  { label: 'Alchemy', itemType: 'alchemy' },
  { label: 'Coffins', itemType: 'coffin' },
  { label: 'Emblems', itemType: 'emblem' },
  { label: 'Powers', itemType: 'power' },
  { label: 'Tomes', itemType: 'tome' },
];

export type HeldEntry = InventoryEntry & { item: InventoryItem };

/** Entries actually held (amount above 0) of the filter's type, highest required XP first. */
export function visibleEntries(inventory: readonly InventoryEntry[], filter: InventoryFilter): HeldEntry[] {
  return inventory
    .filter((entry): entry is HeldEntry => entry.amount > 0 && entry.item != null)
    .filter((entry) => filter.itemType === null || entry.item.typeRef?.shortName === filter.itemType)
    .sort((a, b) => b.item.reqXP - a.item.reqXP);
}

/** Only gear goes into a slot; always-equipped types (tomes) count without one. */
export function isEquippable(item: InventoryItem): boolean {
  return Boolean(item.typeRef?.isEquipment && !item.typeRef.alwaysEquipped);
}
