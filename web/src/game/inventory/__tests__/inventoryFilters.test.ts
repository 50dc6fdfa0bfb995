/// <reference types="jest" />
import type { InventoryEntry, InventoryItem } from '../../player/meQuery';
import { INVENTORY_FILTERS, type InventoryFilter, isEquippable, visibleEntries } from '../inventoryFilters';

function item(
  id: number,
  type: string | null,
  reqXP = 0,
  flags: Partial<{ isEquipment: boolean; alwaysEquipped: boolean }> = {},
) {
  return {
    id,
    name: `Item ${id}`,
    reqXP,
    typeRef: type === null ? null : { shortName: type, isEquipment: false, alwaysEquipped: false, ...flags },
  } as unknown as InventoryItem;
}

function entry(itemId: number, type: string | null, reqXP = 0, amount = 1): InventoryEntry {
  return { itemId, amount, equipped: false, item: item(itemId, type, reqXP) } as never;
}

function filter(label: string): InventoryFilter {
  const found = INVENTORY_FILTERS.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`no filter ${label}`);
  return found;
}

const ids = (entries: readonly InventoryEntry[]) => entries.map((held) => held.itemId);

describe('INVENTORY_FILTERS', () => {
  it('starts with All, which shows every type', () => {
    expect(INVENTORY_FILTERS[0]).toEqual({ label: 'All', itemType: null });
  });

  it('has one filter per type, with unique labels', () => {
    const types = INVENTORY_FILTERS.map((candidate) => candidate.itemType).filter((type) => type !== null);
    expect(new Set(types).size).toBe(types.length);
    expect(new Set(INVENTORY_FILTERS.map((candidate) => candidate.label)).size).toBe(
      INVENTORY_FILTERS.length,
    );
  });

  it('uses the item type shortNames the spec names differently', () => {
    expect(filter('Chests').itemType).toBe('armour');
    expect(filter('Mats').itemType).toBe('craftingmat');
    expect(filter('Coins').itemType).toBe('coin');
  });
});

describe('visibleEntries', () => {
  const inventory = [
    entry(1, 'weapon', 100),
    entry(2, 'bait', 0),
    entry(3, 'weapon', 5000),
    entry(4, 'weapon', 300, 0),
    { itemId: 5, amount: 3, equipped: false, item: null } as never,
    entry(6, null, 50),
    entry(7, 'armour', 900),
  ];

  it('shows every held entry under All, highest required XP first', () => {
    expect(ids(visibleEntries(inventory, filter('All')))).toEqual([3, 7, 1, 6, 2]);
  });

  it('shows only the filter’s type', () => {
    expect(ids(visibleEntries(inventory, filter('Weapons')))).toEqual([3, 1]);
    expect(ids(visibleEntries(inventory, filter('Chests')))).toEqual([7]);
    expect(ids(visibleEntries(inventory, filter('Tomes')))).toEqual([]);
  });

  it('hides entries with no amount left or no item', () => {
    const shown = ids(visibleEntries(inventory, filter('All')));
    expect(shown).not.toContain(4);
    expect(shown).not.toContain(5);
  });

  it('keeps inventory order among equal required XP and leaves the inventory as it was', () => {
    const same = [entry(10, 'key', 0), entry(11, 'key', 0), entry(12, 'key', 10)];
    const before = ids(same);
    expect(ids(visibleEntries(same, filter('Keys')))).toEqual([12, 10, 11]);
    expect(ids(same)).toEqual(before);
  });
});

describe('isEquippable', () => {
  it('is true for equipment that needs a slot', () => {
    expect(isEquippable(item(1, 'weapon', 0, { isEquipment: true }))).toBe(true);
  });

  it('is false for always-equipped types, non-equipment and items without a type', () => {
    expect(isEquippable(item(1, 'tome', 0, { isEquipment: true, alwaysEquipped: true }))).toBe(false);
    expect(isEquippable(item(1, 'craftingmat'))).toBe(false);
    expect(isEquippable(item(1, null))).toBe(false);
  });
});
