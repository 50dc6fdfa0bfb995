import TextField from '@mui/material/TextField';
import { useInput } from 'ra-core';
import { parseWhole } from '../content/parsers';
import { PickedEntry } from './PickedEntry';
import { rowsOf, withAmount } from './pickerChoices';
import { PickerField } from './PickerField';
import type { PickTarget } from './pickerSources';
import { usePicker } from './usePicker';

interface PickAmountsInputProps {
  source: string;
  label: string;
  what: PickTarget;
  /** The row's id and amount fields: itemId and amount for package items and crafting materials. */
  idField: string;
  amountField: string;
}

/** A new row's amount: the server's default too, so what the form shows is what it stores. */
const NEW_AMOUNT = 1;

/**
 * A list of {id, amount} rows picked in the pop-up (spec 002 section 2.8, the premium package's
 * items grid; an item's crafting materials): each row with its picture, name, an Amount field and a
 * remove X, and Add. Rows keep their other fields; the picker leaves out what the list holds.
 */
export function PickAmountsInput({ source, label, what, idField, amountField }: PickAmountsInputProps) {
  const { field } = useInput({ source, defaultValue: [] });
  const rows = rowsOf(field.value);
  const ids = rows.map((row) => Number(row[idField]));
  const picker = usePicker(
    what,
    (choice) => field.onChange([...rows, { [idField]: choice.id, [amountField]: NEW_AMOUNT }]),
    new Set(ids),
  );
  return (
    <PickerField source={source} label={label} onAdd={picker.open} dialog={picker.dialog}>
      {rows.map((row, index) => {
        const id = ids[index]!;
        const choice = picker.byId.get(id);
        const amount = row[amountField];
        return (
          <PickedEntry
            key={id}
            id={id}
            choice={choice}
            noun={picker.noun}
            onRemove={() => field.onChange(rows.filter((_, at) => at !== index))}
          >
            <TextField
              type="number"
              size="small"
              label="Amount"
              value={typeof amount === 'number' ? amount : ''}
              onChange={(event) =>
                field.onChange(withAmount(rows, index, amountField, parseWhole(event.target.value)))
              }
              slotProps={{
                htmlInput: {
                  min: 1,
                  step: 1,
                  'aria-label': `Amount of ${choice?.name ?? `${picker.noun} #${id}`}`,
                },
              }}
              sx={{ width: 110 }}
            />
          </PickedEntry>
        );
      })}
    </PickerField>
  );
}
