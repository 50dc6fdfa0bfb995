import { dropChance, tableShares } from '../configuredRates';

describe('tableShares', () => {
  const exists = (enemyId: number) => enemyId !== 99;

  it('gives each enemy its ranges width over the table', () => {
    const shares = tableShares(
      [
        { enemyId: 1, rangeMin: 0, rangeMax: 30 },
        { enemyId: 2, rangeMin: 30, rangeMax: 90 },
        { enemyId: 3, rangeMin: 90, rangeMax: 100 },
      ],
      exists,
    );
    expect(Object.fromEntries(shares)).toEqual({ 1: 0.3, 2: 0.6, 3: expect.closeTo(0.1, 12) });
  });

  it('leaves out unknown enemies and empty ranges, and adds an enemy listed twice', () => {
    const shares = tableShares(
      [
        { enemyId: 99, rangeMin: 0, rangeMax: 50 },
        { enemyId: 1, rangeMin: 50, rangeMax: 60 },
        { enemyId: 2, rangeMin: 60, rangeMax: 60 },
        { enemyId: 1, rangeMin: 60, rangeMax: 80 },
        { enemyId: 3, rangeMin: 80, rangeMax: 100 },
      ],
      exists,
    );
    expect(Object.fromEntries(shares)).toEqual({ 1: 0.6, 3: 0.4 });
  });

  it('is empty for a table nobody can be met on', () => {
    expect(tableShares([{ enemyId: 99, rangeMin: 0, rangeMax: 10 }], exists).size).toBe(0);
  });
});

describe('dropChance', () => {
  const loot = [
    { itemId: 7, dropChance: 30, amountMin: 1, amountMax: 3 },
    { itemId: 8, dropChance: 80, amountMin: 0, amountMax: 1 },
    { itemId: 9, dropChance: 50, amountMin: 1, amountMax: 1 },
    { itemId: 9, dropChance: 50, amountMin: 1, amountMax: 1 },
  ];

  it('is the loot line chance, null for an item not in the table', () => {
    expect(dropChance(loot, 7)).toBeCloseTo(0.3, 12);
    expect(dropChance(loot, 1)).toBeNull();
  });

  it('counts a zero amount as no drop', () => {
    expect(dropChance(loot, 8)).toBeCloseTo(0.4, 12);
  });

  it('combines lines of the same item', () => {
    expect(dropChance(loot, 9)).toBeCloseTo(0.75, 12);
  });

  it('raises the chance by lootchance, capped at certainty', () => {
    expect(dropChance(loot, 7, 20)).toBeCloseTo(0.36, 12);
    expect(dropChance(loot, 9, 200)).toBe(1);
  });
});
