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

// The hunt's repeat window (REPEAT_WINDOW_MS) and the number of equipment sets (EQUIPMENT_SETS) are
// shown or acted on by clients too, so they are @vh/contracts' (contracts/src/client/gameRules.ts).
export { EQUIPMENT_SETS, REPEAT_WINDOW_MS } from '@vh/contracts/client';

/** A coffin charge comes back one at a time, every this many seconds. */
export const COFFIN_RECHARGE_SECONDS = 2 * 60 * 60;

/** Equipment sets opened by each subscription tier (none, Silver, Gold, Platinum). */
export const SETS_BY_SUBSCRIPTION = [0, 1, 2, 4] as const;

/** One more equipment set opens every this many ranks. */
export const RANKS_PER_SET = 5;

// ------------------------------------------------------------------------------------------ combat

// The numbers of combat and of the reward rolls are an engine version's rules: @vh/combat-engine's
// rules.ts (V1_RULES), versioned so old fights replay with the rules of their time.

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

/** The gold currency thieves take and give. */
export const GOLD = 'VGC';

// ----------------------------------------------------------------------------------------- percents

/** Percentages are clamped to this range wherever no StatMax scale applies. */
export const MAX_PERCENT = 100;

// --------------------------------------------------------------------------------------- reminders

/** The "mission ends soon" push reminder goes out this long before the mission ends. */
export const MISSION_ENDING_REMINDER_SECONDS = 60 * 60;

/** A push reminder more than this late (a replica was down) is dropped rather than sent. */
export const REMINDER_LATE_SECONDS = 15 * 60;
