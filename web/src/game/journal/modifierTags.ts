import { MODIFIER_LABELS, type ModifierFlag, type ModifierFlags } from '@vh/contracts/client';

/** The modifier flags of a hunt and the tags the journal and the hunt screen show for them (spec 000 section 4). */
export { MODIFIER_LABELS, type ModifierFlags } from '@vh/contracts/client';

/** The flags that are set, each with its tag. */
export function activeModifiers(flags: Partial<ModifierFlags>): { flag: ModifierFlag; label: string }[] {
  return MODIFIER_LABELS.filter(([flag]) => flags[flag] === true).map(([flag, label]) => ({ flag, label }));
}

/** The tags of the set flags, e.g. ['Auto-Hunt', 'XP-losion']. */
export function modifierTags(flags: Partial<ModifierFlags>): string[] {
  return activeModifiers(flags).map((modifier) => modifier.label);
}
