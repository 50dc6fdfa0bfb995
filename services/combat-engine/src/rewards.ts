import type { Random } from './random';
import type { CombatRules } from './rules';
import { CombatResult, type CombatResultCode } from './types';

export interface CurrencyEntry {
  name: string;
  value: number;
}

/** One line of an enemy's loot table; dropChance is in percent. */
export interface LootEntry {
  itemId: number;
  dropChance: number;
  amountMin: number;
  amountMax: number;
}

/** The hunt's modifier flags: three double a reward, three are combat boosts. */
export interface Modifiers {
  xplosion: boolean;
  investment: boolean;
  cloning: boolean;
  bloodlust: boolean;
  megalomania: boolean;
  bloodcraze: boolean;
}

/** The order the modifiers are rolled in (fixed, so a seed always gives the same flags). */
const MODIFIER_NAMES: readonly (keyof Modifiers)[] = [
  'xplosion',
  'investment',
  'cloning',
  'bloodlust',
  'megalomania',
  'bloodcraze',
];

/** Rolls each modifier flag by its effective percent; done before combat, which needs the boosts. */
export function rollModifiers(percents: Record<keyof Modifiers, number>, random: Random): Modifiers {
  const flags = {} as Modifiers;
  for (const name of MODIFIER_NAMES) flags[name] = random.chance(percents[name]);
  return flags;
}

/** A dropped item: the player receives amount + lootHunterBonus. */
export interface LootDrop {
  itemId: number;
  amount: number;
  lootHunterBonus: number;
}

export interface Rewards {
  xp: number;
  currencies: CurrencyEntry[];
  loot: LootDrop[];
}

export interface RewardInput {
  result: CombatResultCode;
  enemy: { xp: number; currencies: CurrencyEntry[]; loot: LootEntry[] };
  /** Effective lootchance percent: raises drop chances and is the loot-hunter bonus chance. */
  lootchancePercent: number;
  modifiers: Modifiers;
}

/** lootchance raises every drop chance proportionally: 30% with lootchance 20 is 36%. */
export function raisedDropChance(dropChance: number, lootchancePercent: number, rules: CombatRules): number {
  return Math.min(rules.maxPercent, dropChance * (1 + lootchancePercent / 100));
}

/** Rolls each loot entry: drop, amount, loot-hunter bonus; cloning doubles amount and bonus. */
function rollLoot(input: RewardInput, random: Random, rules: CombatRules): LootDrop[] {
  const factor = input.modifiers.cloning ? rules.cloningLootFactor : 1;
  const drops: LootDrop[] = [];
  for (const entry of input.enemy.loot) {
    if (!random.chance(raisedDropChance(entry.dropChance, input.lootchancePercent, rules))) continue;
    const amount = random.int(entry.amountMin, entry.amountMax);
    if (amount <= 0) continue;
    const bonus = random.chance(input.lootchancePercent) ? rules.lootHunterBonus : 0;
    drops.push({ itemId: entry.itemId, amount: amount * factor, lootHunterBonus: bonus * factor });
  }
  return drops;
}

/**
 * What a finished combat earns: a win the enemy's XP, currencies and rolled loot; a draw its XP
 * only; a loss (or a combat still going) nothing. xplosion doubles XP, investment currencies.
 */
export function rollRewards(input: RewardInput, random: Random, rules: CombatRules): Rewards {
  const { result, enemy, modifiers } = input;
  if (result !== CombatResult.Win && result !== CombatResult.Draw) return { xp: 0, currencies: [], loot: [] };
  const xp = enemy.xp * (modifiers.xplosion ? rules.xplosionXpFactor : 1);
  if (result === CombatResult.Draw) return { xp, currencies: [], loot: [] };
  const currencyFactor = modifiers.investment ? rules.investmentCurrencyFactor : 1;
  return {
    xp,
    currencies: enemy.currencies.map(({ name, value }) => ({ name, value: value * currencyFactor })),
    loot: rollLoot(input, random, rules),
  };
}
