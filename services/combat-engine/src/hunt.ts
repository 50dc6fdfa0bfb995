import { createRandom, deriveSeed } from './random';
import type { CurrencyEntry, LootEntry, Modifiers, Rewards } from './rewards';
import { CombatResult, type CombatSetup, type CombatState, type EnemySetup, type PlayerSetup } from './types';
import { currentEngine, engineVersion, type CombatEngine } from './versions';

/** What a won fight can earn: the enemy's reward table as content had it when the fight began. */
export interface RewardTable {
  xp: number;
  currencies: CurrencyEntry[];
  loot: LootEntry[];
}

/**
 * Everything a fight's outcome depends on, as a fight stores it: the fighters resolved from
 * loadouts and content, the rolled modifier flags (the combat boosts are in setup.player), the
 * reward table and the lootchance percent. Played again with the same engine version, it gives the
 * same rounds and rewards whatever content or rules changed since.
 */
export interface FightRecord {
  engineVersion: number;
  setup: CombatSetup;
  modifiers: Pick<Modifiers, 'xplosion' | 'investment' | 'cloning'>;
  rewardTable: RewardTable;
  lootchancePercent: number;
}

export interface FightOutcome {
  engineVersion: number;
  state: CombatState;
  /** Rolled once the fight ended; null while it is still going. */
  rewards: Rewards | null;
}

/** The engine of a version, or a clear error for a version this build does not know. */
export function engineOf(version: number): CombatEngine {
  const engine = engineVersion(version);
  if (!engine) throw new RangeError(`Unknown combat engine version ${version}`);
  return engine;
}

/**
 * Plays a stored (or new) fight up to `rounds` rounds (all of them when absent) with its engine
 * version, and rolls its rewards once it ended. The game service plays every fight through here.
 */
export function playFight(record: FightRecord, rounds = Number.MAX_SAFE_INTEGER): FightOutcome {
  const engine = engineOf(record.engineVersion);
  const state = engine.playCombat(record.setup, rounds);
  const rewards =
    state.result === CombatResult.Ongoing
      ? null
      : engine.rollRewards(
          {
            result: state.result,
            enemy: record.rewardTable,
            lootchancePercent: record.lootchancePercent,
            modifiers: { ...record.modifiers, ...boostsOf(record.setup.player) },
          },
          createRandom(deriveSeed(record.setup.seed, 'rewards')),
        );
  return { engineVersion: engine.version, state, rewards };
}

type Boosts = Pick<Modifiers, 'bloodlust' | 'megalomania' | 'bloodcraze'>;

function boostsOf(flags: Boosts): Boosts {
  return { bloodlust: flags.bloodlust, megalomania: flags.megalomania, bloodcraze: flags.bloodcraze };
}

/**
 * A setup to hunt with, before its modifiers are rolled: the player's fighter (without boost flags)
 * and its effective modifier percents, the enemy met and its reward table. Ground and bait name
 * where the enemy was met; the engine does not need them (the game picks the enemy with them).
 */
export interface HuntSetup {
  player: Omit<PlayerSetup, 'bloodlust' | 'megalomania' | 'bloodcraze'>;
  modifierPercents: Record<keyof Modifiers, number>;
  lootchancePercent: number;
  enemy: EnemySetup;
  rewardTable: RewardTable;
  evadePercent?: number;
  ground?: { id: number; name: string };
  bait?: { itemId: number; name: string };
}

export interface HuntResult extends FightOutcome {
  modifiers: Modifiers;
  record: FightRecord;
}

/**
 * The entry point of a whole hunt from a setup and a seed: rolls the modifier flags (the
 * 'modifiers' stream of the seed, as the game does), plays every round and rolls the rewards.
 * The same seed and setup give what the game service gives for that hunt.
 */
export function simulateHunt(setup: HuntSetup, seed: number, version = currentEngine().version): HuntResult {
  const engine = engineOf(version);
  const modifiers = engine.rollModifiers(setup.modifierPercents, createRandom(deriveSeed(seed, 'modifiers')));
  const combatSetup: CombatSetup = {
    seed,
    player: { ...setup.player, ...boostsOf(modifiers) },
    enemy: setup.enemy,
  };
  if (setup.evadePercent !== undefined) combatSetup.evadePercent = setup.evadePercent;
  const record: FightRecord = {
    engineVersion: engine.version,
    setup: combatSetup,
    modifiers: { xplosion: modifiers.xplosion, investment: modifiers.investment, cloning: modifiers.cloning },
    rewardTable: setup.rewardTable,
    lootchancePercent: setup.lootchancePercent,
  };
  return { ...playFight(record), modifiers, record };
}
