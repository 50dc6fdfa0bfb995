import Typography from '@mui/material/Typography';
import { useInput } from 'ra-core';
import { PickedEntry } from './PickedEntry';
import { PickerField } from './PickerField';
import type { PickTarget } from './pickerSources';
import { usePicker } from './usePicker';

interface PickInputProps {
  source: string;
  label: string;
  what: PickTarget;
}

/**
 * A single reference picked in the pop-up (spec 002 section 2.6, the rank's reward item; a hex
 * item's enemy; a ground's key): its picture and name, an X that clears it to null and an Add
 * button; picking replaces what it held.
 */
export function PickInput({ source, label, what }: PickInputProps) {
  const { field } = useInput({ source, parse: (value: unknown) => value ?? null });
  const id = typeof field.value === 'number' ? field.value : null;
  const picker = usePicker(what, (choice) => field.onChange(choice.id));
  return (
    <PickerField source={source} label={label} onAdd={picker.open} dialog={picker.dialog}>
      {id === null ? (
        <Typography variant="body2" color="text.secondary">
          None
        </Typography>
      ) : (
        <PickedEntry
          id={id}
          choice={picker.byId.get(id)}
          noun={picker.noun}
          onRemove={() => field.onChange(null)}
        />
      )}
    </PickerField>
  );
}
