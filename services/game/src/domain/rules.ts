/**
 * Every tunable number of the game's server-side rules (docs/game-rules.md), in one place.
 * Content data (stats, procs, tables) drives the rest; change a rule here, not at its call site.
 */

// ------------------------------------------------------------------------------------------ player

/** Health of a player without gear; the `health` stats of counted items add to it. */
export const BASE_HEALTH = 100;

/** Seconds between two hunts before the `timewalker` stat (negative shortens) is applied. */
export const BASE_COOLDOWN_SECONDS = 600;

/** No amount of timewalker brings the cooldown below this. */
export const MIN_COOLDOWN_SECONDS = 480;

/**
 * Hunt calls within this window of the last one answer the previous result (spec 000 section 5);
 * the web ignores clicks within it too.
 */
export const REPEAT_WINDOW_MS = 2000;

/** A coffin charge comes back one at a time, every this many seconds. */
export const COFFIN_RECHARGE_SECONDS = 2 * 60 * 60;

/** Equipment sets a player can hold (how many they may use grows with rank and subscription). */
export const EQUIPMENT_SETS = 10;

/** Equipment sets opened by each subscription tier (none, Silver, Gold, Platinum). */
export const SETS_BY_SUBSCRIPTION = [0, 1, 2, 4] as const;

/** One more equipment set opens every this many ranks. */
export const RANKS_PER_SET = 5;

// ------------------------------------------------------------------------------------------ combat

/** A hunt's combat lasts at most this many rounds; both standing after the last is a draw. */
export const MAX_ROUNDS = 5;

/** Percent chance that any base strike or aimed proc is evaded by its target (both sides). */
export const BASE_EVADE_PERCENT = 5;

/** A critical hit multiplies the rolled strike damage by this. */
export const CRIT_MULTIPLIER = 2;

/** The megalomania combat boost makes the player's critical hits multiply by this instead. */
export const MEGALOMANIA_CRIT_MULTIPLIER = 3;

/** The bloodlust combat boost multiplies the player's base strike damage (after crits) by this. */
export const BLOODLUST_DAMAGE_FACTOR = 1.5;

/** Base strikes per round of the player; the bloodcraze combat boost adds one more. */
export const PLAYER_STRIKES_PER_ROUND = 1;
export const BLOODCRAZE_EXTRA_STRIKES = 1;

// ---------------------------------------------------------------------------------------- missions

/** A mission runs for this long; the next one starts MISSION_PAUSE_SECONDS after it ends. */
export const MISSION_SECONDS = 2 * 24 * 60 * 60;
export const MISSION_PAUSE_SECONDS = 6 * 60 * 60;

/** Catches asked per objective by enemy rarity sequence (common .. boss). */
export const MISSION_GOAL_BY_RARITY = [12, 6, 4, 2, 1] as const;

// --------------------------------------------------------------------------------------- encounter

/** Percent chance that an equipped hex draws its enemy (or an enemy of its type) to the hunt. */
export const HEX_ATTRACT_PERCENT = 50;

/** Percent chance that a running mission lures one of its objective enemies from the ground. */
export const MISSION_LURE_PERCENT = 20;

// ----------------------------------------------------------------------------------------- rewards

/** Reward multipliers of the modifier flags: xplosion (XP), investment (currencies), cloning (loot). */
export const XPLOSION_XP_FACTOR = 2;
export const INVESTMENT_CURRENCY_FACTOR = 2;
export const CLONING_LOOT_FACTOR = 2;

/** Extra amount a dropped loot entry gets when the loot-hunter roll (lootchance %) hits. */
export const LOOT_HUNTER_BONUS = 1;

/** The gold currency thieves take and give. */
export const GOLD = 'VGC';

// ----------------------------------------------------------------------------------------- percents

/** Percentages are clamped to this range wherever no StatMax scale applies. */
export const MAX_PERCENT = 100;
