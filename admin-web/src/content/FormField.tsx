import Box from '@mui/material/Box';
import { useWatch } from 'react-hook-form';
import {
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from 'ra-ui-materialui';
import { ColorSwatch } from '../ui/ColorSwatch';
import type { FieldSpec } from './contentScreen';

/** A cleared select or picker is sent as null (no reference), not as an empty string. */
export const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** Numbers are whole numbers (spec 002 section 5); an emptied field is sent as null. */
export const parseWhole = (value: string | number | null) => {
  if (value === null || value === '') return null;
  const parsed = typeof value === 'number' ? value : Number.parseInt(value, 10);
  return Number.isNaN(parsed) ? null : Math.trunc(parsed);
};

function ColorField({ field }: { field: FieldSpec }) {
  const value: unknown = useWatch({ name: field.source });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <TextInput source={field.source} label={field.label} />
      <ColorSwatch color={value} />
    </Box>
  );
}

function Input({ field }: { field: FieldSpec }) {
  const { source, label, input } = field;
  switch (input.kind) {
    case 'text':
      return <TextInput source={source} label={label} />;
    case 'multiline':
      return <TextInput source={source} label={label} multiline minRows={2} />;
    case 'number':
      return <NumberInput source={source} label={label} step={1} parse={parseWhole} />;
    case 'boolean':
      return <BooleanInput source={source} label={label} />;
    case 'color':
      return <ColorField field={field} />;
    case 'select':
      return <SelectInput source={source} label={label} choices={[...input.choices]} parse={emptyToNull} />;
    case 'reference':
      return (
        <ReferenceInput source={source} reference={input.reference} perPage={1000}>
          {input.autocomplete ? (
            <AutocompleteInput label={label} optionText={input.optionText ?? 'name'} parse={emptyToNull} />
          ) : (
            <SelectInput label={label} optionText={input.optionText ?? 'name'} parse={emptyToNull} />
          )}
        </ReferenceInput>
      );
  }
}

/** One field of a content form, shown only while its condition holds. */
export function FormField({ field }: { field: FieldSpec }) {
  const values = useWatch() as Record<string, unknown>;
  if (field.showWhen && !field.showWhen(values)) return null;
  return <Input field={field} />;
}
