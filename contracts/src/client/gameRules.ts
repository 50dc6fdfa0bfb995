/**
 * The game's rule constants that clients show or act on; the game's own rules
 * (services/game/src/domain/rules.ts) take them from here.
 */

/**
 * Hunt calls within this window of the last one answer the previous result (spec 000 section 5);
 * the web ignores clicks within it too.
 */
export const REPEAT_WINDOW_MS = 2000;

/** Equipment sets a player can hold (how many they may use grows with rank and subscription). */
export const EQUIPMENT_SETS = 10;
