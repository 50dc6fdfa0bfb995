import { changesFrom, draftOf, searchItems, simulationInput, withSlot } from '../setupDraft';

const entry = (itemId: number, type: string, equipped = true) => ({
  itemId,
  equipped,
  item: { typeRef: { shortName: type } },
});

const player = {
  inventory: [
    entry(1, 'weapon'),
    entry(2, 'accessory'),
    entry(3, 'accessory'),
    entry(4, 'bait'),
    entry(5, 'bait', false),
    entry(6, 'head', false),
  ],
  currentHuntingGround: { id: 9 },
};

describe('setup draft', () => {
  it('starts from the current setup: equipped items slot by slot, the equipped bait, the current ground', () => {
    const draft = draftOf(player);
    expect(draft.slots['weapon-1']).toBe(1);
    expect(draft.slots['accessory-1']).toBe(2);
    expect(draft.slots['accessory-2']).toBe(3);
    expect(draft.slots['accessory-3']).toBeNull();
    expect(draft.slots['head-1']).toBeNull();
    expect(draft.slots['hex-1']).toBeNull();
    expect(draft.baitItemId).toBe(4);
    expect(draft.huntingGroundId).toBe(9);
  });

  it('moves an item chosen again into the new slot and counts the changes', () => {
    const current = draftOf(player);
    const moved = withSlot(current, 'accessory-3', 2);
    expect(moved.slots['accessory-1']).toBeNull();
    expect(moved.slots['accessory-3']).toBe(2);
    expect(changesFrom(current, moved)).toBe(2);
    expect(changesFrom(current, { ...current, baitItemId: 5 })).toBe(1);
  });

  it('asks for the items in slot order with the bait apart, or says what is missing', () => {
    const current = draftOf(player);
    expect(simulationInput(current)).toEqual({ itemIds: [1, 2, 3], baitItemId: 4, huntingGroundId: 9 });
    expect(simulationInput({ ...current, baitItemId: null })).toEqual({ missing: 'Choose a bait' });
    expect(simulationInput({ ...current, huntingGroundId: null })).toEqual({
      missing: 'Choose a hunting ground',
    });
  });

  it('searches names regardless of case and accents', () => {
    const items = [{ name: 'Silver Stake' }, { name: 'Crâne Hex' }, { name: 'Garlic' }];
    expect(searchItems(items, 'crane')).toEqual([{ name: 'Crâne Hex' }]);
    expect(searchItems(items, ' STAKE ')).toEqual([{ name: 'Silver Stake' }]);
    expect(searchItems(items, '')).toHaveLength(3);
  });
});
