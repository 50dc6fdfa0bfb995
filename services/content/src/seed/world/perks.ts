/**
 * Stat entries of gear, scaled by the curves: an item names its perks ('critchance', 'fireburst', or
 * ['timewalker', 2] for twice the usual weight) and gets values that fit its tier and rarity.
 */
import { PROC_KINDS, PROC_TARGETS, type PlainStatKey, type ProcKey } from './basics';
import {
  RARITY_KEYS,
  RARITY_POWER,
  armourTotal,
  damageRange,
  huntGold,
  percentStat,
  timewalkerStat,
  weaponAverage,
  type RarityKey,
} from './curves';
import { stat, type StatEntry } from './helpers';

export type PerkKey = Exclude<PlainStatKey, 'damage' | 'coffincharges'> | ProcKey;
/** A perk, optionally with a weight (1 = the usual size for one item). */
export type Perk = PerkKey | [PerkKey, number];

/**
 * Raw points of a percentage perk on the best possible item (boss rarity, tier 9). Sums of the best
 * item per slot land near twice the desired percentage of the StatMax table (docs/world.md).
 */
const PERK_BEST: Record<Exclude<PerkKey, ProcKey | 'health' | 'curator' | 'dominate'>, number> = {
  critchance: 8,
  lootchance: 10,
  summoning: 8,
  cloning: 10,
  xplosion: 10,
  investment: 10,
  bloodlust: 10,
  megalomania: 10,
  bloodcraze: 10,
  /** Seconds; mounts carry twice this, boots two thirds. */
  timewalker: 30,
};

export function isProc(perk: PerkKey): perk is ProcKey {
  return perk in PROC_KINDS;
}

/** A proc on a player's item: damage scales with the tier's weapon, chance with the rarity. */
function procStat(proc: ProcKey, tier: number, rarity: RarityKey, weight = 1): StatEntry {
  const power = RARITY_POWER[rarity] * weight;
  const rank = RARITY_KEYS.indexOf(rarity);
  const hit = weaponAverage(tier) * power;
  switch (PROC_KINDS[proc]) {
    case 'burst': {
      const targeted = PROC_TARGETS[proc] !== undefined;
      const chance = proc === 'savagery' ? 30 + 3 * rank : (targeted ? 15 : 10) + 2 * rank;
      return stat(proc, ...damageRange(hit * (targeted ? 0.9 : 0.5)), chance);
    }
    case 'leech':
      return stat(proc, ...damageRange(hit * 0.35), 10 + 2 * rank);
    case 'heal':
      return stat(proc, ...damageRange(10 + armourTotal(tier) * 0.15 * power), 10 + 2 * rank);
    case 'stun':
      return stat(proc, 1, 1, 6 + rank);
    case 'theft':
      return stat(proc, ...damageRange(huntGold(tier) * 0.5 * power), 10 + 2 * rank);
    case 'dispel':
      return stat(proc, 1, 1, 10 + 2 * rank);
  }
}

export function perkStat(perk: Perk, tier: number, rarity: RarityKey): StatEntry {
  const [key, weight] = typeof perk === 'string' ? [perk, 1] : perk;
  if (isProc(key)) return procStat(key, tier, rarity, weight);
  switch (key) {
    case 'health':
      return stat('health', Math.round(armourTotal(tier) * 0.1 * weight * RARITY_POWER[rarity]));
    case 'curator':
    case 'dominate':
      return stat(key, weight);
    case 'timewalker':
      return stat(key, timewalkerStat(PERK_BEST.timewalker * weight, tier, rarity));
    default:
      return stat(key, percentStat(PERK_BEST[key] * weight, tier, rarity));
  }
}
