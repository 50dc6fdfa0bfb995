import { isDeepStrictEqual } from 'node:util';
import { CombatResult, engineVersion, playFight, type FightOutcome } from '@vh/combat-engine';
import type { GameContent } from '../content/gameContent';
import type { CombatRow, StoredRewards } from '../repositories/combatRepository';
import { fightRecordOf, grantedLoot, logDigest } from './fightRecords';

/**
 * A stored fight played again from its inputs (seed, resolved loadouts, the content of its time)
 * with its own engine version, and the check that it gives what was recorded when it was played.
 */

export interface FightVerificationResult {
  engineVersion: number;
  reproduced: boolean;
  /** What differed, in words; empty when the fight reproduced exactly. */
  mismatches: string[];
  /** The replay; null when this build does not know the fight's engine version. */
  outcome: FightOutcome | null;
}

/** Plays a stored fight again up to where it stood; null for an engine version this build lacks. */
export function replayFight(content: GameContent, combat: CombatRow): FightOutcome | null {
  if (!engineVersion(combat.engine_version)) return null;
  return playFight(fightRecordOf(content, combat), combat.rounds_played);
}

/** As JSON holds it: stored rewards come back from jsonb, which reorders keys and drops undefined. */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));
const same = (a: unknown, b: unknown) => isDeepStrictEqual(asJson(a), asJson(b));

/**
 * A thief cannot take more than the purse held, so a stored loss of gold may be smaller than the
 * rolled one (never larger, never a gain that was not rolled).
 */
function goldMatches(rolled: number, stored: number): boolean {
  return stored === rolled || (rolled < stored && stored <= 0);
}

function rewardMismatches(content: GameContent, combat: CombatRow, outcome: FightOutcome): string[] {
  const stored: StoredRewards | null = combat.rewards;
  if (outcome.state.result === CombatResult.Ongoing) return stored ? ['rewards of a fight still going'] : [];
  const rolled = outcome.rewards;
  if (!stored || !rolled) return ['rewards missing'];
  const mismatches: string[] = [];
  if (stored.xp !== rolled.xp) mismatches.push('XP');
  if (!same(stored.currencies, rolled.currencies)) mismatches.push('currencies');
  if (!same(stored.loot, grantedLoot(content, combat, rolled.loot))) mismatches.push('loot');
  if (!goldMatches(outcome.state.goldChange, stored.goldChange)) mismatches.push('gold');
  return mismatches;
}

/** Re-simulates a stored fight and compares its log, rounds, result and rewards with the record. */
export function verifyStoredFight(content: GameContent, combat: CombatRow): FightVerificationResult {
  const outcome = replayFight(content, combat);
  if (!outcome) {
    return {
      engineVersion: combat.engine_version,
      reproduced: false,
      mismatches: [`engine version ${combat.engine_version} is not known to this server`],
      outcome: null,
    };
  }
  const { state } = outcome;
  const mismatches: string[] = [];
  // Fights stored before log digests were kept are checked on rounds, result and rewards only.
  if (combat.log_digest !== null && logDigest(state.events) !== combat.log_digest) {
    mismatches.push('combat log');
  }
  if (state.roundsPlayed !== combat.rounds_played) mismatches.push('rounds');
  if (state.result !== combat.result) mismatches.push('result');
  mismatches.push(...rewardMismatches(content, combat, outcome));
  return { engineVersion: outcome.engineVersion, reproduced: mismatches.length === 0, mismatches, outcome };
}
