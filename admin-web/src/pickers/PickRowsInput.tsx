import {
  ArrayInputBase,
  SimpleFormIteratorBase,
  SimpleFormIteratorItemBase,
  useArrayInput,
  useSimpleFormIterator,
  useSimpleFormIteratorItem,
  useWrappedSource,
} from 'ra-core';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { PickedEntry } from './PickedEntry';
import { pickedRow, rowsOf, type PickedRowShape, type PickerChoice } from './pickerChoices';
import { PickerField } from './PickerField';
import type { PickTarget } from './pickerSources';
import { usePicker } from './usePicker';

interface PickRowsInputProps extends PickedRowShape {
  source: string;
  label: string;
  what: PickTarget;
  /** The inputs of a row's other fields (amount, ranges...), rendered inside each row. */
  children: ReactNode;
}

/** One row: the picked entry's picture and name, the row's inputs, and the X that drops the row. */
function PickedRow(props: {
  idField: string;
  byId: ReadonlyMap<number, PickerChoice>;
  noun: string;
  children: ReactNode;
}) {
  const { idField, byId, noun, children } = props;
  const { remove } = useSimpleFormIteratorItem();
  const id = Number(useWatch({ name: useWrappedSource(idField) }));
  return (
    <PickedEntry id={id} choice={byId.get(id)} noun={noun} onRemove={remove}>
      {children}
    </PickedEntry>
  );
}

function PickedRows({ source, label, what, children, ...shape }: PickRowsInputProps) {
  const { fields } = useArrayInput();
  const { add, source: rowsSource } = useSimpleFormIterator();
  const ids = rowsOf(useWatch({ name: rowsSource })).map((row) => Number(row[shape.idField]));
  const picker = usePicker(what, (choice) => add(pickedRow(choice, shape)), new Set(ids));
  return (
    <PickerField source={source} label={label} onAdd={picker.open} dialog={picker.dialog}>
      {fields.map((member, index) => (
        <SimpleFormIteratorItemBase key={member.id} index={index}>
          <PickedRow idField={shape.idField} byId={picker.byId} noun={picker.noun}>
            {children}
          </PickedRow>
        </SimpleFormIteratorItemBase>
      ))}
    </PickerField>
  );
}

/**
 * Rows of one picked entry each (a package's items, crafting materials, loot, equipment, a hunting
 * table's enemies): Add opens the pop-up picker and the pick becomes a row straight away (spec 002
 * section 4), holding its defaults; each row shows the entry's picture and name, its own inputs
 * (react-admin's, so their messages and the server's show under them) and an X. The picker leaves
 * out what the rows already hold.
 */
export function PickRowsInput({ source, ...rest }: PickRowsInputProps) {
  return (
    <ArrayInputBase source={source}>
      <SimpleFormIteratorBase>
        <PickedRows source={source} {...rest} />
      </SimpleFormIteratorBase>
    </ArrayInputBase>
  );
}
