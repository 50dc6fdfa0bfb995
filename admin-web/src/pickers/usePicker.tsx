import { useMemo, useState } from 'react';
import { PickerDialog } from './PickerDialog';
import type { PickerChoice } from './pickerChoices';
import { PICKERS, type PickTarget } from './pickerSources';

/**
 * A picker for one field: its entries by id (to show what the field holds), a function that opens
 * the dialog and the dialog itself (rendered while open). Picking closes the dialog.
 */
export function usePicker(
  what: PickTarget,
  onPick: (choice: PickerChoice) => void,
  excluded?: ReadonlySet<number>,
) {
  const picker = PICKERS[what];
  const loaded = picker.useChoices();
  const [open, setOpen] = useState(false);
  const byId = useMemo(() => new Map(loaded.choices.map((choice) => [choice.id, choice])), [loaded.choices]);
  const dialog = open ? (
    <PickerDialog
      title={picker.title}
      noun={picker.noun}
      {...loaded}
      excluded={excluded}
      onPick={(choice) => {
        setOpen(false);
        onPick(choice);
      }}
      onClose={() => setOpen(false)}
    />
  ) : null;
  return { byId, noun: picker.noun, open: () => setOpen(true), dialog };
}
