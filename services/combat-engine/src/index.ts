/**
 * @vh/combat-engine: the combat and reward rules, versioned. Pure and browser-safe: no I/O, no
 * Node modules, every roll from a seeded Random.
 */
export { playCombat } from './engine';
export { engineOf, playFight, simulateHunt } from './hunt';
export type { FightOutcome, FightRecord, HuntResult, HuntSetup, RewardTable } from './hunt';
export { createRandom, deriveSeed } from './random';
export type { Random } from './random';
export { raisedDropChance, rollModifiers, rollRewards } from './rewards';
export type { CurrencyEntry, LootDrop, LootEntry, Modifiers, RewardInput, Rewards } from './rewards';
export { V1_RULES } from './rules';
export type { CombatRules } from './rules';
export * from './types';
export { currentEngine, engineVersion, engineVersions, engineWithRules, registerEngine } from './versions';
export type { CombatEngine } from './versions';
