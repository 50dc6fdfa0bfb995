import { useInput } from 'ra-core';
import { PickedEntry } from './PickedEntry';
import { idsOf } from './pickerChoices';
import { PickerField } from './PickerField';
import type { PickTarget } from './pickerSources';
import { usePicker } from './usePicker';

interface PickListInputProps {
  source: string;
  label: string;
  what: PickTarget;
}

/**
 * A list of ids picked in the pop-up (an item's trophies, a ground's bait items): each with its
 * picture, name and X, and Add; the picker leaves out what the list already holds.
 */
export function PickListInput({ source, label, what }: PickListInputProps) {
  const { field } = useInput({ source, defaultValue: [] });
  const ids = idsOf(field.value);
  const picker = usePicker(what, (choice) => field.onChange([...ids, choice.id]), new Set(ids));
  return (
    <PickerField source={source} label={label} onAdd={picker.open} dialog={picker.dialog}>
      {ids.map((id) => (
        <PickedEntry
          key={id}
          id={id}
          choice={picker.byId.get(id)}
          noun={picker.noun}
          onRemove={() => field.onChange(ids.filter((kept) => kept !== id))}
        />
      ))}
    </PickerField>
  );
}
