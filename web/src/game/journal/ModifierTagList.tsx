import { activeModifiers, type ModifierFlags } from './modifierTags';
import '../../styles/journal.css';

/** The modifier tags of a hunt (Auto-Hunt, Bloodlust, ...); nothing when no flag is set. */
export function ModifierTagList({ flags }: { flags: Partial<ModifierFlags> }) {
  const modifiers = activeModifiers(flags);
  if (modifiers.length === 0) return null;
  return (
    <ul className="modifier-tags" aria-label="Modifiers">
      {modifiers.map(({ flag, label }) => (
        <li key={flag} className={`modifier-tag modifier-tag--${flag}`}>
          {label}
        </li>
      ))}
    </ul>
  );
}
