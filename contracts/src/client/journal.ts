/**
 * The journal's codes and the names clients show for them (spec 000 sections 4 and 8): the player
 * web's journal and filters and the gateway's journal export use these, so a name is written once.
 */

export const JOURNAL_TYPE = { travel: 0, combat: 1, rankUp: 2, missionReward: 3, system: 4 } as const;

/** Combat results as the journal records them; 4 is an auto-hunt that found no bait. */
export const JOURNAL_RESULT = { draw: 1, victory: 2, loss: 3, noBait: 4 } as const;

/** An entry type's name by code, as a record of it reads (the export's "type" column). */
export const JOURNAL_TYPE_NAMES: readonly string[] = [
  'Travel',
  'Combat',
  'Rank up',
  'Mission reward',
  'System message',
];

/** An entry type by code as the journal's filter offers it (a kind of entries, plural). */
export const JOURNAL_TYPE_FILTER_LABELS: readonly string[] = [
  'Travel',
  'Hunts',
  'Rank ups',
  'Mission rewards',
  'Messages',
];

/** A combat result's name by code. */
export const JOURNAL_RESULT_NAMES: Readonly<Record<number, string>> = {
  [JOURNAL_RESULT.draw]: 'Draw',
  [JOURNAL_RESULT.victory]: 'Victory',
  [JOURNAL_RESULT.loss]: 'Defeat',
  [JOURNAL_RESULT.noBait]: 'No bait equipped',
};

/** The modifier flags of a hunt (spec 000 section 4). */
export interface ModifierFlags {
  autoHunt: boolean;
  questing: boolean;
  bloodlust: boolean;
  megalomania: boolean;
  bloodcraze: boolean;
  xplosion: boolean;
  investment: boolean;
  cloning: boolean;
}

export type ModifierFlag = keyof ModifierFlags;

/** Each flag's tag, in the order the tags are shown. */
export const MODIFIER_LABELS: readonly (readonly [ModifierFlag, string])[] = [
  ['autoHunt', 'Auto-Hunt'],
  ['questing', 'Questing'],
  ['bloodlust', 'Bloodlust'],
  ['megalomania', 'Megalomania'],
  ['bloodcraze', 'Blood Craze'],
  ['xplosion', 'XP-losion'],
  ['investment', 'Investment'],
  ['cloning', 'Cloning'],
];
