import { createRandom } from '../random';
import { raisedDropChance, rollModifiers, rollRewards, type Modifiers, type RewardInput } from '../rewards';
import { V1_RULES } from '../rules';

const NO_MODIFIERS: Modifiers = {
  xplosion: false,
  investment: false,
  cloning: false,
  bloodlust: false,
  megalomania: false,
  bloodcraze: false,
};

const ENEMY = {
  xp: 10,
  currencies: [
    { name: 'VGC', value: 12 },
    { name: 'GRAVEDUST', value: 1 },
  ],
  loot: [{ itemId: 301, dropChance: 100, amountMin: 2, amountMax: 2 }],
};

type RewardChanges = Partial<Omit<RewardInput, 'modifiers'>> & { modifiers?: Partial<Modifiers> };

function reward(changes: RewardChanges = {}, seed = 1) {
  return rollRewards(
    {
      result: 2,
      enemy: ENEMY,
      lootchancePercent: 0,
      ...changes,
      modifiers: { ...NO_MODIFIERS, ...changes.modifiers },
    },
    createRandom(seed),
    V1_RULES,
  );
}

describe('rollRewards', () => {
  it('gives a win the XP, the currencies and the loot', () => {
    expect(reward()).toEqual({
      xp: 10,
      currencies: [
        { name: 'VGC', value: 12 },
        { name: 'GRAVEDUST', value: 1 },
      ],
      loot: [{ itemId: 301, amount: 2, lootHunterBonus: 0 }],
    });
  });

  it('gives a draw the XP only, doubled by xplosion', () => {
    expect(reward({ result: 1 })).toEqual({ xp: 10, currencies: [], loot: [] });
    expect(reward({ result: 1, modifiers: { xplosion: true, investment: true, cloning: true } })).toEqual({
      xp: 20,
      currencies: [],
      loot: [],
    });
  });

  it('gives a loss, or a combat not over, nothing', () => {
    expect(reward({ result: 3 })).toEqual({ xp: 0, currencies: [], loot: [] });
    expect(reward({ result: 0 })).toEqual({ xp: 0, currencies: [], loot: [] });
  });

  it('doubles XP with xplosion and currencies with investment', () => {
    expect(reward({ modifiers: { xplosion: true } }).xp).toBe(20);
    expect(reward({ modifiers: { investment: true } }).currencies).toEqual([
      { name: 'VGC', value: 24 },
      { name: 'GRAVEDUST', value: 2 },
    ]);
  });

  it('adds the loot-hunter bonus by lootchance, and cloning doubles amount and bonus', () => {
    expect(reward({ lootchancePercent: 100 }).loot).toEqual([{ itemId: 301, amount: 2, lootHunterBonus: 1 }]);
    expect(reward({ lootchancePercent: 100, modifiers: { cloning: true } }).loot).toEqual([
      { itemId: 301, amount: 4, lootHunterBonus: 2 },
    ]);
    expect(reward({ modifiers: { cloning: true } }).loot).toEqual([
      { itemId: 301, amount: 4, lootHunterBonus: 0 },
    ]);
  });

  it('rolls the amount within its range', () => {
    const amounts = new Set<number>();
    const enemy = { ...ENEMY, loot: [{ itemId: 301, dropChance: 100, amountMin: 1, amountMax: 3 }] };
    for (let seed = 0; seed < 200; seed++) amounts.add(reward({ enemy }, seed).loot[0]?.amount ?? 0);
    expect([...amounts].sort()).toEqual([1, 2, 3]);
  });

  it('drops nothing of zero amount or zero chance', () => {
    const enemy = {
      ...ENEMY,
      loot: [
        { itemId: 301, dropChance: 100, amountMin: 0, amountMax: 0 },
        { itemId: 302, dropChance: 0, amountMin: 1, amountMax: 1 },
      ],
    };
    expect(reward({ enemy, lootchancePercent: 100 }).loot).toEqual([]);
  });

  it('raises drop chances with lootchance', () => {
    const enemy = { ...ENEMY, loot: [{ itemId: 301, dropChance: 50, amountMin: 1, amountMax: 1 }] };
    const drops = (lootchancePercent: number) => {
      let count = 0;
      for (let seed = 0; seed < 400; seed++) count += reward({ enemy, lootchancePercent }, seed).loot.length;
      return count;
    };
    expect(drops(0)).toBeGreaterThan(150);
    expect(drops(0)).toBeLessThan(250);
    expect(drops(100)).toBe(400);
  });
});

describe('raisedDropChance', () => {
  it('raises a drop chance proportionally, up to 100', () => {
    expect(raisedDropChance(30, 0, V1_RULES)).toBe(30);
    expect(raisedDropChance(30, 20, V1_RULES)).toBe(36);
    expect(raisedDropChance(80, 50, V1_RULES)).toBe(100);
  });
});

describe('rollModifiers', () => {
  const percents = (percent: number) => ({
    xplosion: percent,
    investment: percent,
    cloning: percent,
    bloodlust: percent,
    megalomania: percent,
    bloodcraze: percent,
  });

  it('sets each flag by its percent', () => {
    expect(rollModifiers(percents(0), createRandom(1))).toEqual(NO_MODIFIERS);
    expect(rollModifiers(percents(100), createRandom(1))).toEqual({
      xplosion: true,
      investment: true,
      cloning: true,
      bloodlust: true,
      megalomania: true,
      bloodcraze: true,
    });
    expect(rollModifiers({ ...percents(0), cloning: 100, megalomania: 100 }, createRandom(1))).toEqual({
      ...NO_MODIFIERS,
      cloning: true,
      megalomania: true,
    });
  });

  it('is deterministic per seed', () => {
    expect(rollModifiers(percents(50), createRandom(4))).toEqual(
      rollModifiers(percents(50), createRandom(4)),
    );
  });
});
