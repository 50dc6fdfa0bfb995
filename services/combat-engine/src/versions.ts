import { playCombat } from './engine';
import type { Random } from './random';
import { rollModifiers, rollRewards, type Modifiers, type RewardInput, type Rewards } from './rewards';
import { V1_RULES, type CombatRules } from './rules';
import type { CombatSetup, CombatState } from './types';

/**
 * One version of the rules: a fight stores the version it was played with and always replays with
 * it. A released version never changes; a rule change registers the next version (a new rules
 * object, or new code behind these three functions), and new fights take the highest one.
 */
export interface CombatEngine {
  readonly version: number;
  readonly rules: CombatRules;
  playCombat(setup: CombatSetup, rounds: number): CombatState;
  rollModifiers(percents: Record<keyof Modifiers, number>, random: Random): Modifiers;
  rollRewards(input: RewardInput, random: Random): Rewards;
}

/** An engine version whose only difference from the code of today is its numbers. */
export function engineWithRules(version: number, rules: CombatRules): CombatEngine {
  return {
    version,
    rules,
    playCombat: (setup, rounds) => playCombat(setup, rounds, rules),
    rollModifiers,
    rollRewards: (input, random) => rollRewards(input, random, rules),
  };
}

const engines = new Map<number, CombatEngine>([[1, engineWithRules(1, V1_RULES)]]);

/**
 * Adds the next engine version; returns what takes it away again (for tests that play a future
 * version). Refuses a version already known: history is never rewritten.
 */
export function registerEngine(engine: CombatEngine): () => void {
  if (!Number.isInteger(engine.version) || engine.version < 1) {
    throw new RangeError(`An engine version is a positive integer, got ${engine.version}`);
  }
  if (engines.has(engine.version)) throw new Error(`Engine version ${engine.version} is already registered`);
  engines.set(engine.version, engine);
  return () => {
    if (engines.get(engine.version) === engine) engines.delete(engine.version);
  };
}

/** The engine a stored fight was played with; undefined for a version this build does not know. */
export function engineVersion(version: number): CombatEngine | undefined {
  return engines.get(version);
}

/** The engine new fights are played with: the highest registered version. */
export function currentEngine(): CombatEngine {
  return engines.get(Math.max(...engines.keys()))!;
}

/** Every known version, oldest first. */
export function engineVersions(): number[] {
  return [...engines.keys()].sort((a, b) => a - b);
}
