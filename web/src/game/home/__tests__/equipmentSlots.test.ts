/// <reference types="jest" />
import type { Player } from '../../player/meQuery';
import { SLOT_GROUPS, slotsOf, statValue } from '../equipmentSlots';

type Entry = Player['inventory'][number];

function entry(itemId: number, type: string | null, equipped = true): Entry {
  return {
    itemId,
    amount: 1,
    equipped,
    item: { id: itemId, name: `Item ${itemId}`, typeRef: type === null ? null : { shortName: type } },
  } as never;
}

function player(inventory: Entry[], lockedSlots: { itemType: string; slot: number }[] = []): Player {
  return { inventory, lockedSlots } as never;
}

describe('slotsOf', () => {
  it('lays out every slot of every group in the spec order with numbered labels for multi-slot groups', () => {
    const slots = slotsOf(player([]));
    expect(slots).toHaveLength(SLOT_GROUPS.reduce((sum, group) => sum + group.count, 0));
    expect(slots.map((slot) => slot.key)).toEqual([
      'head-1',
      'weapon-1',
      'armour-1',
      'hands-1',
      'power-1',
      'feet-1',
      'emblem-1',
      'coffin-1',
      'accessory-1',
      'accessory-2',
      'accessory-3',
      'mount-1',
      'retainer-1',
      'retainer-2',
      'retainer-3',
    ]);
    expect(slots.map((slot) => slot.label)).toEqual([
      'Head',
      'Weapon',
      'Armour',
      'Hands',
      'Power',
      'Feet',
      'Emblem',
      'Coffin',
      'Accessory 1',
      'Accessory 2',
      'Accessory 3',
      'Mount',
      'Retainer 1',
      'Retainer 2',
      'Retainer 3',
    ]);
    expect(slots.every((slot) => slot.entry === null && !slot.locked)).toBe(true);
  });

  it('puts each equipped item into a slot of its type, in inventory order', () => {
    const sword = entry(1, 'weapon');
    const ring = entry(2, 'accessory');
    const amulet = entry(3, 'accessory');
    const renfield = entry(4, 'retainer');
    const slots = slotsOf(player([ring, sword, renfield, amulet]));
    const byKey = new Map(slots.map((slot) => [slot.key, slot.entry]));
    expect(byKey.get('weapon-1')).toBe(sword);
    expect(byKey.get('accessory-1')).toBe(ring);
    expect(byKey.get('accessory-2')).toBe(amulet);
    expect(byKey.get('accessory-3')).toBeNull();
    expect(byKey.get('retainer-1')).toBe(renfield);
    expect(byKey.get('head-1')).toBeNull();
  });

  it('leaves out items that are not equipped, have no item or type, or a type without a slot', () => {
    const slots = slotsOf(
      player([
        entry(1, 'weapon', false),
        entry(2, null),
        { itemId: 3, amount: 1, equipped: true, item: null } as never,
        entry(4, 'bait'),
        entry(5, 'tome'),
      ]),
    );
    expect(slots.filter((slot) => slot.entry !== null)).toEqual([]);
  });

  it('shows no more items than a group has slots', () => {
    const slots = slotsOf(player([entry(1, 'head'), entry(2, 'head')]));
    expect(slots.filter((slot) => slot.entry !== null).map((slot) => slot.entry?.itemId)).toEqual([1]);
  });

  it('locks exactly the slots named by type and 1-based slot number', () => {
    const slots = slotsOf(
      player(
        [entry(1, 'retainer')],
        [
          { itemType: 'retainer', slot: 3 },
          { itemType: 'accessory', slot: 2 },
          { itemType: 'mount', slot: 2 },
        ],
      ),
    );
    expect(slots.filter((slot) => slot.locked).map((slot) => slot.key)).toEqual([
      'accessory-2',
      'retainer-3',
    ]);
  });

  it('still shows the item of a locked slot', () => {
    const renfield = entry(1, 'retainer');
    const slots = slotsOf(player([renfield], [{ itemType: 'retainer', slot: 1 }]));
    expect(slots.find((slot) => slot.key === 'retainer-1')).toMatchObject({ entry: renfield, locked: true });
  });
});

describe('statValue', () => {
  it('shows bool stats as on or off', () => {
    expect(statValue(1, 'bool')).toBe('on');
    expect(statValue(0.5, 'bool')).toBe('on');
    expect(statValue(0, 'bool')).toBe('off');
    expect(statValue(-1, 'bool')).toBe('off');
  });

  it('glues a percent sign to the number', () => {
    expect(statValue(15, '%')).toBe('15%');
    expect(statValue(2.25, '%')).toBe('2.3%');
  });

  it('separates other units with a space', () => {
    expect(statValue(120, 'HP')).toBe('120 HP');
    expect(statValue(-3, 's')).toBe('-3 s');
  });

  it('shows integers as they are and other numbers with one decimal', () => {
    expect(statValue(7, null)).toBe('7');
    expect(statValue(7, undefined)).toBe('7');
    expect(statValue(7, '')).toBe('7');
    expect(statValue(0.05, null)).toBe('0.1');
    expect(statValue(12.34, null)).toBe('12.3');
  });
});
