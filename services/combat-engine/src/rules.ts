/**
 * The numbers of one engine version's combat and reward rules. A version's rules never change once
 * fights were played with it: a rule change is a new version (versions.ts), so old fights replay
 * with the rules of their time.
 */
export interface CombatRules {
  /** A hunt's combat lasts at most this many rounds; both standing after the last is a draw. */
  readonly maxRounds: number;
  /** Percent chance that any base strike or aimed proc is evaded by its target (both sides). */
  readonly baseEvadePercent: number;
  /** A critical hit multiplies the rolled strike damage by this. */
  readonly critMultiplier: number;
  /** The megalomania combat boost makes the player's critical hits multiply by this instead. */
  readonly megalomaniaCritMultiplier: number;
  /** The bloodlust combat boost multiplies the player's base strike damage (after crits) by this. */
  readonly bloodlustDamageFactor: number;
  /** Base strikes per round of the player; the bloodcraze combat boost adds bloodcrazeExtraStrikes. */
  readonly playerStrikesPerRound: number;
  readonly bloodcrazeExtraStrikes: number;
  /** Reward multipliers of the modifier flags: xplosion (XP), investment (currencies), cloning (loot). */
  readonly xplosionXpFactor: number;
  readonly investmentCurrencyFactor: number;
  readonly cloningLootFactor: number;
  /** Extra amount a dropped loot entry gets when the loot-hunter roll (lootchance %) hits. */
  readonly lootHunterBonus: number;
  /** Drop chances raised by lootchance are capped here. */
  readonly maxPercent: number;
}

/** Version 1: the rules every fight was played with until a version 2 exists. Frozen. */
export const V1_RULES: CombatRules = Object.freeze({
  maxRounds: 5,
  baseEvadePercent: 5,
  critMultiplier: 2,
  megalomaniaCritMultiplier: 3,
  bloodlustDamageFactor: 1.5,
  playerStrikesPerRound: 1,
  bloodcrazeExtraStrikes: 1,
  xplosionXpFactor: 2,
  investmentCurrencyFactor: 2,
  cloningLootFactor: 2,
  lootHunterBonus: 1,
  maxPercent: 100,
});
