import {
  CombatResult,
  V1_RULES,
  currentEngine,
  engineWithRules,
  playFight,
  registerEngine,
  type CombatSetup,
} from '@vh/combat-engine';
import type { EnemyData, GameContent, HuntingGroundData, ItemData } from '../../content/gameContent';
import type { Loadout } from '../../player/loadout';
import type { CombatRow } from '../../repositories/combatRepository';
import { fightContentOf, fightRecordOf, grantedLoot, logDigest } from '../fightRecords';
import { verifyStoredFight } from '../fightVerification';

/** The content a fight reads, editable like an admin would edit it. */
function editableContent() {
  const items = new Map<number, Partial<ItemData>>([
    [70, { id: 70, name: 'Garlic Bulb', imageId: 7 }],
    [71, { id: 71, name: 'Silver Dust', imageId: 8 }],
  ]);
  const enemy: Partial<EnemyData> = {
    id: 5,
    name: 'Rat-Ghoul',
    imageId: 50,
    xp: 12,
    currencies: [{ name: 'VGC', value: 4 }],
    loot: [
      { itemId: 70, dropChance: 100, amountMin: 1, amountMax: 3 },
      { itemId: 71, dropChance: 60, amountMin: 1, amountMax: 1 },
    ],
  };
  const content = {
    version: 3,
    item: (id: number) => items.get(id) as ItemData | undefined,
    enemy: (id: number) => (id === enemy.id ? (enemy as EnemyData) : undefined),
    huntingGround: (id: number) => ({ id, name: 'Gallows Hill' }) as HuntingGroundData,
  };
  return { content: content as unknown as GameContent, items, enemy };
}

/** The starter kit against the ghoul, boosts already rolled: what combatSetup resolved at fight time. */
function setup(seed: number): CombatSetup {
  return {
    seed,
    player: {
      name: 'Hunter',
      maxHealth: 100,
      damageFrom: 4,
      damageTo: 8,
      critChance: 20,
      procs: [],
      retainers: [],
      bloodlust: false,
      megalomania: false,
      bloodcraze: false,
    },
    enemy: {
      name: 'Rat-Ghoul',
      maxHealth: 20,
      damageFrom: 2,
      damageTo: 4,
      critChance: 5,
      procs: [],
      enemyTypeId: 2,
    },
  };
}

const LOADOUT = { counted: [{ item: { id: 1, name: 'Wooden Stake' } }] } as unknown as Loadout;

/** A fight played to its end and stored as the game stores it (JSON in the row's jsonb columns). */
function storedFight(content: GameContent, seed: number, engineVersion = 1): CombatRow {
  const fight = {
    engine_version: engineVersion,
    enemy_id: 5,
    setup: setup(seed),
    context: {
      autoHunt: false,
      coffin: false,
      questing: false,
      xplosion: false,
      investment: true,
      cloning: false,
      lootchance: 10,
      hexAttracted: false,
      summoned: false,
      content: fightContentOf(content, {
        enemy: content.enemy(5)!,
        groundId: 1,
        baitItemId: 70,
        loadout: LOADOUT,
      }),
    },
  };
  const { state, rewards } = playFight(fightRecordOf(content, fight));
  const row: CombatRow = {
    ...fight,
    id: seed,
    user_id: 'u1',
    kind: 'hunt',
    seed,
    hunting_ground_id: 1,
    rounds_played: state.roundsPlayed,
    result: state.result,
    rewards: rewards && {
      xp: rewards.xp,
      currencies: rewards.currencies,
      loot: grantedLoot(content, fight, rewards.loot),
      goldChange: state.goldChange,
    },
    started_at: 1,
    ended_at: 2,
    log_digest: logDigest(state.events),
  };
  return JSON.parse(JSON.stringify(row)) as CombatRow;
}

/** A seed whose fight the player wins (so it has rewards to check). */
function winningSeed(content: GameContent): number {
  for (let seed = 1; seed < 100; seed++) {
    if (storedFight(content, seed).result === CombatResult.Win) return seed;
  }
  throw new Error('no winning seed below 100');
}

describe('stored fights across a content change', () => {
  it('replays and verifies identically after the enemy and its loot were edited', () => {
    const { content, items, enemy } = editableContent();
    const fight = storedFight(content, winningSeed(content));
    const before = verifyStoredFight(content, fight);
    expect(before).toMatchObject({ reproduced: true, mismatches: [], engineVersion: 1 });
    expect(fight.rewards!.xp).toBe(12);

    // An admin edits the enemy's XP, currencies and loot table, renames one item and deletes another.
    enemy.xp = 500;
    enemy.currencies = [{ name: 'VGC', value: 99 }];
    enemy.loot = [{ itemId: 70, dropChance: 1, amountMin: 9, amountMax: 9 }];
    items.set(70, { id: 70, name: 'Rotten Garlic', imageId: 9 });
    items.delete(71);

    const after = verifyStoredFight(content, fight);
    expect(after).toMatchObject({ reproduced: true, mismatches: [] });
    expect(after.outcome).toEqual(before.outcome);
    expect(fight.context.content!.lootItems.map((item) => item.name)).toEqual(['Garlic Bulb', 'Silver Dust']);
  });

  it('would not reproduce from today content: the stored content is what keeps it', () => {
    const { content, enemy } = editableContent();
    const fight = storedFight(content, winningSeed(content));
    delete fight.context.content;
    enemy.xp = 500;
    expect(verifyStoredFight(content, fight)).toMatchObject({ reproduced: false, mismatches: ['XP'] });
  });

  it('verifies rewards as jsonb hands them back: keys reordered, undefined fields gone', () => {
    const { content } = editableContent();
    const fight = storedFight(content, winningSeed(content));
    expect(fight.rewards!.loot.length).toBeGreaterThan(0);
    // jsonb orders an object's keys by length, then bytewise ("amount" before "itemId").
    const reordered = (value: object) =>
      Object.fromEntries(
        Object.entries(value)
          .filter(([, field]) => field !== undefined)
          .sort(([a], [b]) => a.length - b.length || (a < b ? -1 : 1)),
      );
    const rewards = fight.rewards!;
    const fromJsonb = {
      ...fight,
      rewards: { ...rewards, loot: rewards.loot.map(reordered) as typeof rewards.loot },
    };
    expect(verifyStoredFight(content, fromJsonb)).toMatchObject({ reproduced: true, mismatches: [] });
  });

  it('tells a tampered record apart', () => {
    const { content } = editableContent();
    const fight = storedFight(content, winningSeed(content));
    expect(verifyStoredFight(content, { ...fight, log_digest: 'f'.repeat(64) }).mismatches).toEqual([
      'combat log',
    ]);
    expect(verifyStoredFight(content, { ...fight, result: CombatResult.Loss }).mismatches).toEqual([
      'result',
    ]);
    const richer = { ...fight.rewards!, xp: fight.rewards!.xp + 1 };
    expect(verifyStoredFight(content, { ...fight, rewards: richer }).mismatches).toEqual(['XP']);
  });
});

describe('stored fights across an engine version bump', () => {
  // Version 2 changes a rule: no evasion at all and critical hits triple.
  const V2 = engineWithRules(2, { ...V1_RULES, baseEvadePercent: 0, critMultiplier: 3 });
  let unregister: () => void = () => undefined;
  afterEach(() => unregister());

  it('replays old fights with version 1 and plays new ones with version 2', () => {
    const { content } = editableContent();
    const seeds = Array.from({ length: 20 }, (_, index) => index + 1);
    const oldFights = seeds.map((seed) => storedFight(content, seed, currentEngine().version));
    expect(oldFights.every((fight) => fight.engine_version === 1)).toBe(true);

    unregister = registerEngine(V2);
    expect(currentEngine().version).toBe(2);
    for (const fight of oldFights) {
      expect(verifyStoredFight(content, fight)).toMatchObject({ reproduced: true, engineVersion: 1 });
    }

    const newFights = seeds.map((seed) => storedFight(content, seed, currentEngine().version));
    expect(newFights.every((fight) => fight.engine_version === 2)).toBe(true);
    for (const fight of newFights) {
      expect(verifyStoredFight(content, fight)).toMatchObject({ reproduced: true, engineVersion: 2 });
    }
    // The rule change shows: the same seeds give other logs under version 2.
    const changed = seeds.filter((_, index) => oldFights[index]!.log_digest !== newFights[index]!.log_digest);
    expect(changed.length).toBeGreaterThan(10);
  });

  it('never lets a version be registered twice', () => {
    expect(() => registerEngine(engineWithRules(1, { ...V1_RULES, critMultiplier: 9 }))).toThrow(
      'already registered',
    );
  });

  it('reports a fight of an unknown version as not reproducible', () => {
    const { content } = editableContent();
    unregister = registerEngine(V2);
    const fight = storedFight(content, 7, 2);
    unregister();
    expect(verifyStoredFight(content, fight)).toMatchObject({
      reproduced: false,
      mismatches: ['engine version 2 is not known to this server'],
      outcome: null,
    });
  });
});
