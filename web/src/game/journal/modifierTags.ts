/** The modifier flags of a hunt and the tags the journal and the hunt screen show for them (spec 000 section 4). */
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

type ModifierFlag = keyof ModifierFlags;

/** In the order the tags are shown. */
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

/** The flags that are set, each with its tag. */
export function activeModifiers(flags: Partial<ModifierFlags>): { flag: ModifierFlag; label: string }[] {
  return MODIFIER_LABELS.filter(([flag]) => flags[flag] === true).map(([flag, label]) => ({ flag, label }));
}

/** The tags of the set flags, e.g. ['Auto-Hunt', 'XP-losion']. */
export function modifierTags(flags: Partial<ModifierFlags>): string[] {
  return activeModifiers(flags).map((modifier) => modifier.label);
}
