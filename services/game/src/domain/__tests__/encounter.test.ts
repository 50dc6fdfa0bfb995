import { chooseEnemy, type EncounterInput, type EnemyFacts, type HuntingTable } from '../encounter';
import { createRandom } from '../random';
import { scriptedRandom } from './fixtures';

const VAMPIRE = 1;
const GHOUL = 2;
const WITCH = 5;
const SPECIAL_BAIT = 500;

const ENEMIES = new Map<number, EnemyFacts>(
  [
    { id: 1, enemyTypeId: GHOUL, raritySequence: 0 },
    { id: 2, enemyTypeId: VAMPIRE, raritySequence: 0 },
    { id: 3, enemyTypeId: VAMPIRE, raritySequence: 1 },
    { id: 4, enemyTypeId: WITCH, raritySequence: 3 },
    { id: 5, enemyTypeId: VAMPIRE, raritySequence: 4 },
  ].map((enemy) => [enemy.id, enemy]),
);

const ORDINARY: HuntingTable = {
  id: 10,
  baitItemId: null,
  enemies: [
    { enemyId: 1, rangeMin: 0, rangeMax: 30 },
    { enemyId: 2, rangeMin: 30, rangeMax: 55 },
    { enemyId: 3, rangeMin: 55, rangeMax: 90 },
    { enemyId: 4, rangeMin: 90, rangeMax: 100 },
  ],
};
const LURE: HuntingTable = {
  id: 11,
  baitItemId: SPECIAL_BAIT,
  enemies: [
    { enemyId: 3, rangeMin: 0, rangeMax: 40 },
    { enemyId: 4, rangeMin: 40, rangeMax: 80 },
    { enemyId: 5, rangeMin: 80, rangeMax: 100 },
  ],
};
const SECOND_ORDINARY: HuntingTable = {
  id: 12,
  baitItemId: null,
  enemies: [{ enemyId: 2, rangeMin: 0, rangeMax: 100 }],
};

function input(changes: Partial<EncounterInput> = {}): EncounterInput {
  return {
    tables: [SECOND_ORDINARY, LURE, ORDINARY],
    baitItemId: 1,
    hex: null,
    summoningPercent: 0,
    missionEnemyIds: [],
    enemies: ENEMIES,
    ...changes,
  };
}

const PLAIN = { hexAttracted: false, summoned: false, questLured: false };

describe('chooseEnemy: tables', () => {
  it('uses the table of the equipped bait', () => {
    const random = scriptedRandom({ ints: [85], chances: [false] });
    expect(chooseEnemy(input({ baitItemId: SPECIAL_BAIT }), random)).toEqual({
      enemyId: 5,
      tableId: 11,
      rolledEnemyId: 5,
      rolledTableId: 11,
      ...PLAIN,
    });
    expect(random.intCalls).toEqual([[0, 99]]);
  });

  it('uses the ordinary table with the lowest id for any other bait', () => {
    const random = scriptedRandom({ ints: [30], chances: [false] });
    expect(chooseEnemy(input(), random)).toEqual({
      enemyId: 2,
      tableId: 10,
      rolledEnemyId: 2,
      rolledTableId: 10,
      ...PLAIN,
    });
  });

  it.each([
    [0, 1],
    [29, 1],
    [30, 2],
    [54, 2],
    [55, 3],
    [89, 3],
    [90, 4],
    [99, 4],
  ])('a roll of %i meets enemy %i (rangeMin included, rangeMax excluded)', (roll, enemyId) => {
    expect(chooseEnemy(input(), scriptedRandom({ ints: [roll], chances: [false] }))?.enemyId).toBe(enemyId);
  });

  it('leaves out entries of unknown enemies', () => {
    const table = {
      id: 20,
      baitItemId: null,
      enemies: [
        { enemyId: 99, rangeMin: 0, rangeMax: 50 },
        { enemyId: 1, rangeMin: 50, rangeMax: 100 },
      ],
    };
    const random = scriptedRandom({ ints: [0], chances: [false] });
    expect(chooseEnemy(input({ tables: [table] }), random)?.enemyId).toBe(1);
    expect(random.intCalls).toEqual([[0, 49]]);
  });

  it('falls back to the ordinary table when the bait table has nobody to meet', () => {
    const empty = { id: 5, baitItemId: SPECIAL_BAIT, enemies: [{ enemyId: 99, rangeMin: 0, rangeMax: 100 }] };
    const random = scriptedRandom({ ints: [0], chances: [false] });
    expect(chooseEnemy(input({ tables: [empty, ORDINARY], baitItemId: SPECIAL_BAIT }), random)?.tableId).toBe(
      10,
    );
  });

  it('is null when the ground has no usable table', () => {
    expect(chooseEnemy(input({ tables: [] }), scriptedRandom({}))).toBeNull();
    expect(chooseEnemy(input({ tables: [LURE] }), scriptedRandom({}))).toBeNull();
    expect(chooseEnemy(input({ enemies: new Map() }), scriptedRandom({}))).toBeNull();
  });
});

describe('chooseEnemy: hex', () => {
  it('attracts its named enemy from any table of the ground', () => {
    const random = scriptedRandom({ ints: [0], chances: [true, false] });
    expect(chooseEnemy(input({ hex: { enemyId: 5, enemyTypeId: null } }), random)).toEqual({
      enemyId: 5,
      tableId: 11,
      rolledEnemyId: 1,
      rolledTableId: 10,
      ...PLAIN,
      hexAttracted: true,
    });
    expect(random.left()).toEqual({ ints: 0, chances: 0 });
  });

  it('does nothing for an enemy not on the ground, or when its chance misses', () => {
    const elsewhere = scriptedRandom({ ints: [0], chances: [true, false] });
    expect(chooseEnemy(input({ hex: { enemyId: 42, enemyTypeId: null } }), elsewhere)).toEqual({
      enemyId: 1,
      tableId: 10,
      rolledEnemyId: 1,
      rolledTableId: 10,
      ...PLAIN,
    });
    const missed = scriptedRandom({ ints: [0], chances: [false, false] });
    expect(chooseEnemy(input({ hex: { enemyId: 5, enemyTypeId: null } }), missed)?.enemyId).toBe(1);
  });

  it('re-rolls the chosen table among enemies of its type, by range width', () => {
    // Vampires on the ordinary table: enemy 2 (width 25) and enemy 3 (width 35).
    const random = scriptedRandom({ ints: [0, 25], chances: [true, false] });
    expect(chooseEnemy(input({ hex: { enemyId: null, enemyTypeId: VAMPIRE } }), random)).toEqual({
      enemyId: 3,
      tableId: 10,
      rolledEnemyId: 1,
      rolledTableId: 10,
      ...PLAIN,
      hexAttracted: true,
    });
    expect(random.intCalls).toEqual([
      [0, 99],
      [0, 59],
    ]);
  });

  it('does nothing when the chosen table has no enemy of its type', () => {
    const random = scriptedRandom({ ints: [0], chances: [true, false] });
    expect(chooseEnemy(input({ hex: { enemyId: null, enemyTypeId: 77 } }), random)).toEqual({
      enemyId: 1,
      tableId: 10,
      rolledEnemyId: 1,
      rolledTableId: 10,
      ...PLAIN,
    });
  });
});

describe('chooseEnemy: summoning', () => {
  it('keeps a rarer enemy from its re-roll', () => {
    const random = scriptedRandom({ ints: [0, 95], chances: [true] });
    expect(chooseEnemy(input({ summoningPercent: 10 }), random)).toEqual({
      enemyId: 4,
      tableId: 10,
      rolledEnemyId: 1,
      rolledTableId: 10,
      ...PLAIN,
      summoned: true,
    });
  });

  it('never summons downward or sideways', () => {
    const downward = scriptedRandom({ ints: [95, 0], chances: [true] });
    expect(chooseEnemy(input({ summoningPercent: 10 }), downward)).toEqual({
      enemyId: 4,
      tableId: 10,
      rolledEnemyId: 4,
      rolledTableId: 10,
      ...PLAIN,
    });
    const sideways = scriptedRandom({ ints: [0, 30], chances: [true] });
    expect(chooseEnemy(input({ summoningPercent: 10 }), sideways)).toEqual({
      enemyId: 1,
      tableId: 10,
      rolledEnemyId: 1,
      rolledTableId: 10,
      ...PLAIN,
    });
  });

  it('overrides a hex with a rarer enemy, and the flags say so', () => {
    const random = scriptedRandom({ ints: [0, 30, 95], chances: [true, true] });
    expect(
      chooseEnemy(input({ hex: { enemyId: null, enemyTypeId: VAMPIRE }, summoningPercent: 10 }), random),
    ).toEqual({
      enemyId: 4,
      tableId: 10,
      rolledEnemyId: 1,
      rolledTableId: 10,
      ...PLAIN,
      summoned: true,
    });
  });
});

describe('chooseEnemy: missions', () => {
  it('lures a mission enemy that lives on the ground', () => {
    const random = scriptedRandom({ ints: [0, 0], chances: [false, true] });
    expect(chooseEnemy(input({ missionEnemyIds: [5, 42] }), random)).toEqual({
      enemyId: 5,
      tableId: 11,
      rolledEnemyId: 1,
      rolledTableId: 10,
      ...PLAIN,
      questLured: true,
    });
    expect(random.intCalls).toEqual([
      [0, 99],
      [0, 0],
    ]);
  });

  it('picks among the mission enemies on the ground', () => {
    const random = scriptedRandom({ ints: [0, 1], chances: [false, true] });
    expect(chooseEnemy(input({ missionEnemyIds: [3, 4, 4] }), random)).toEqual({
      enemyId: 4,
      tableId: 10,
      rolledEnemyId: 1,
      rolledTableId: 10,
      ...PLAIN,
      questLured: true,
    });
  });

  it('does not lure when its chance misses or no mission enemy is on the ground', () => {
    const missed = scriptedRandom({ ints: [0], chances: [false, false] });
    expect(chooseEnemy(input({ missionEnemyIds: [5] }), missed)).toEqual({
      enemyId: 1,
      tableId: 10,
      rolledEnemyId: 1,
      rolledTableId: 10,
      ...PLAIN,
    });
    const absent = scriptedRandom({ ints: [0], chances: [false] });
    expect(chooseEnemy(input({ missionEnemyIds: [42] }), absent)).toEqual({
      enemyId: 1,
      tableId: 10,
      rolledEnemyId: 1,
      rolledTableId: 10,
      ...PLAIN,
    });
    expect(absent.left()).toEqual({ ints: 0, chances: 0 });
  });
});

describe('chooseEnemy with a seeded random', () => {
  it('is deterministic and follows the table weights', () => {
    expect(chooseEnemy(input(), createRandom(7))).toEqual(chooseEnemy(input(), createRandom(7)));
    const counts = new Map<number, number>();
    for (let seed = 0; seed < 4000; seed++) {
      const enemyId = chooseEnemy(input(), createRandom(seed))?.enemyId ?? 0;
      counts.set(enemyId, (counts.get(enemyId) ?? 0) + 1);
    }
    expect(counts.get(1)).toBeGreaterThan(1080); // 30% of 4000 is 1200
    expect(counts.get(1)).toBeLessThan(1320);
    expect(counts.get(4)).toBeGreaterThan(320); // 10% is 400
    expect(counts.get(4)).toBeLessThan(480);
    expect(counts.get(5)).toBeUndefined();
  });
});
