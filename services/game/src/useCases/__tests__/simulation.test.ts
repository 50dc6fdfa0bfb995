import { CombatResult, createRandom, currentEngine, deriveSeed, playFight } from '@vh/combat-engine';
import type { GameContent } from '../../content/gameContent';
import { combatSetup, modifierPercents, playerPercent } from '../../player/combatSetup';
import { rollEncounter } from '../../player/huntRoll';
import { buildLoadout } from '../../player/loadout';
import type { CombatRow } from '../../repositories/combatRepository';
import { fightRecordOf } from '../fightRecords';
import { huntSeed, simulateFight, type HuntContext } from '../simulation';

const stat = (shortName: string, valueFrom: number, valueTo = valueFrom, procPercent = 0) => ({
  shortName,
  valueFrom,
  valueTo,
  procPercent,
});

/** A small world: a weapon with crit and a burst proc, a bait, two enemies on one ground. */
function world(): GameContent {
  const types = new Map([
    [
      1,
      {
        id: 1,
        name: 'Weapon',
        shortName: 'weapon',
        itemTypeSlots: 1,
        isEquipment: true,
        alwaysEquipped: false,
      },
    ],
    [
      2,
      { id: 2, name: 'Bait', shortName: 'bait', itemTypeSlots: 1, isEquipment: true, alwaysEquipped: false },
    ],
  ]);
  const items = new Map([
    [
      10,
      {
        id: 10,
        name: 'Silver Stake',
        type: 1,
        visible: true,
        reqXP: 0,
        stats: [stat('damage', 5, 11), stat('critchance', 25), stat('burst', 2, 4, 30)],
      },
    ],
    [20, { id: 20, name: 'Jar of Blood', type: 2, visible: true, reqXP: 0, stats: [] }],
    [30, { id: 30, name: 'Grave Bone', type: 3, visible: true, reqXP: 0, stats: [] }],
  ]);
  const enemy = (id: number, health: number) => ({
    id,
    name: `Ghoul ${id}`,
    enemyType: 2,
    enemyRarity: 1,
    xp: 7 * id,
    currencies: [{ name: 'VGC', value: 3 }],
    loot: [{ itemId: 30, dropChance: 40, amountMin: 1, amountMax: 2 }],
    stats: [stat('health', health), stat('damage', 3, 9), stat('critchance', 10)],
  });
  const enemies = new Map([
    [1, enemy(1, 30)],
    [2, enemy(2, 60)],
  ]);
  const stats = new Map([
    [
      'burst',
      {
        shortName: 'burst',
        name: 'Burst',
        statType: 1,
        procType: 1,
        procEventType: 1,
        damageType: null,
        affectedCreatureType: null,
      },
    ],
    ['damage', { shortName: 'damage', name: 'Damage', statType: 0 }],
    ['critchance', { shortName: 'critchance', name: 'Crit', statType: 0 }],
  ]);
  const named: Record<string, Map<number, { shortName: string; name: string }>> = {
    proctype: new Map([[1, { shortName: 'burst', name: 'Burst' }]]),
    proceventtype: new Map([[1, { shortName: 'onstrike', name: 'On strike' }]]),
  };
  const content = {
    version: 1,
    item: (id: number) => items.get(id),
    itemType: (id: number) => types.get(id),
    itemTypeOf: (id: number) => types.get(items.get(id)?.type ?? 0),
    enemy: (id: number) => enemies.get(id),
    currency: (name: string) => (name === 'VGC' ? { shortName: 'VGC', name: 'Gold' } : undefined),
    stat: (shortName: string) => stats.get(shortName.toLowerCase()),
    named: (kind: string, id: number | null) => (id === null ? undefined : named[kind]?.get(id)),
    statScale: () => undefined,
    tablesOfGround: (groundId: number) =>
      groundId === 1
        ? [
            {
              id: 1,
              baitItemId: 20,
              enemies: [
                { enemyId: 1, rangeMin: 0, rangeMax: 70 },
                { enemyId: 2, rangeMin: 70, rangeMax: 100 },
              ],
            },
          ]
        : [],
    enemyFacts: () =>
      new Map([
        [1, { id: 1, enemyTypeId: 2, raritySequence: 0 }],
        [2, { id: 2, enemyTypeId: 2, raritySequence: 1 }],
      ]),
  };
  return content as unknown as GameContent;
}

/** What the game's startFight plays for a seed (useCases/fight.ts prepareCombat, then playFight). */
function gameFight(content: GameContent, context: HuntContext, seed: number) {
  const met = rollEncounter(content, { seed, ...context })!;
  const modifiers = currentEngine().rollModifiers(
    modifierPercents(content, context.loadout),
    createRandom(deriveSeed(seed, 'modifiers')),
  );
  const setup = combatSetup(content, {
    seed,
    playerName: context.playerName,
    loadout: context.loadout,
    enemy: met.enemy,
    modifiers,
  });
  const row = {
    engine_version: currentEngine().version,
    enemy_id: met.enemy.id,
    setup,
    context: { ...modifiers, lootchance: playerPercent(content, context.loadout, 'lootchance') },
  } as unknown as Omit<CombatRow, 'id'>;
  return { enemyId: met.enemy.id, ...playFight(fightRecordOf(content, row)) };
}

describe('the simulator single-fight path', () => {
  const content = world();
  const context: HuntContext = {
    playerName: 'Hunter',
    loadout: buildLoadout(content, {
      items: new Map([
        [10, 1],
        [20, 5],
      ]),
      equipped: [
        { itemId: 10, equippedSeq: 1 },
        { itemId: 20, equippedSeq: 2 },
      ],
    }),
    huntingGroundId: 1,
    missionEnemyIds: [],
    goldBalance: 1000,
  };

  it('plays what the game plays for the same seed and setup: enemy, rounds, events, rewards', () => {
    const results = new Set<number>();
    for (let index = 0; index < 200; index++) {
      const seed = huntSeed(987_654_321, index);
      const game = gameFight(content, context, seed);
      const simulated = simulateFight(content, context, seed)!;
      expect(simulated.enemyId).toBe(game.enemyId);
      expect(simulated.state).toEqual(game.state);
      expect(simulated.rewards).toEqual(game.rewards ?? { xp: 0, currencies: [], loot: [] });
      results.add(simulated.state.result);
    }
    // The fights were real fights: wins and losses both happened.
    expect(results.has(CombatResult.Win)).toBe(true);
    expect(results.has(CombatResult.Loss) || results.has(CombatResult.Draw)).toBe(true);
  });

  it('derives the hunt seeds from the first, which is the given seed itself', () => {
    expect(huntSeed(42, 0)).toBe(42);
    expect(huntSeed(42, 1)).toBe(huntSeed(42, 1));
    expect(new Set(Array.from({ length: 500 }, (_, index) => huntSeed(42, index))).size).toBe(500);
  });

  it('meets nobody on a ground without tables', () => {
    expect(simulateFight(content, { ...context, huntingGroundId: 9 }, 1)).toBeNull();
  });
});
