import Box from '@mui/material/Box';
import { useGetList, useSourceContext } from 'ra-core';
import { useWatch } from 'react-hook-form';
import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
} from 'ra-ui-materialui';
import { ImageInput } from '../images/ImageInput';
import { PickAmountsInput } from '../pickers/PickAmountsInput';
import { PickInput } from '../pickers/PickInput';
import { PickListInput } from '../pickers/PickListInput';
import { ColorSwatch } from '../ui/ColorSwatch';
import type { FieldSpec, ReferencedCondition } from './contentScreen';
import { emptyToNull, parseDecimal, parseWhole } from './parsers';

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
      // The label stays above a field with a placeholder, so the examples show while it is empty.
      return field.placeholder ? (
        <TextInput
          source={source}
          label={label}
          placeholder={field.placeholder}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ) : (
        <TextInput source={source} label={label} />
      );
    case 'multiline':
      return <TextInput source={source} label={label} multiline minRows={2} />;
    case 'number':
      return <NumberInput source={source} label={label} step={1} parse={parseWhole} />;
    case 'decimal':
      return <NumberInput source={source} label={label} step={0.01} parse={parseDecimal} />;
    case 'boolean':
      return <BooleanInput source={source} label={label} />;
    case 'color':
      return <ColorField field={field} />;
    case 'image':
      return <ImageInput source={source} label={label} video={input.video} />;
    case 'pick':
      return <PickInput source={source} label={label} what={input.what} />;
    case 'pickList':
      return <PickListInput source={source} label={label} what={input.what} />;
    case 'pickAmounts':
      return (
        <PickAmountsInput
          source={source}
          label={label}
          what={input.what}
          idField={input.idField}
          amountField={input.amountField}
        />
      );
    case 'select':
      return <SelectInput source={source} label={label} choices={[...input.choices]} parse={emptyToNull} />;
    case 'reference': {
      const choice = {
        label,
        optionText: input.optionText ?? 'name',
        optionValue: input.optionValue ?? 'id',
        parse: emptyToNull,
      };
      return (
        <ReferenceInput source={source} reference={input.reference} perPage={1000}>
          {input.autocomplete ? <AutocompleteInput {...choice} /> : <SelectInput {...choice} />}
        </ReferenceInput>
      );
    }
    case 'entries':
      return (
        <ArrayInput source={source} label={label}>
          <SimpleFormIterator inline disableReordering>
            {input.fields.map((row) => (
              <FormField key={row.source} field={row} />
            ))}
          </SimpleFormIterator>
        </ArrayInput>
      );
  }
}

/** Whether the entry `condition.source` refers to passes; read beside the field, rows included. */
function useReferencedCondition(condition: ReferencedCondition | undefined): boolean {
  const { getSource } = useSourceContext();
  const value: unknown = useWatch({ name: getSource(condition?.source ?? '') });
  const { data } = useGetList(
    condition?.reference ?? '',
    { pagination: { page: 1, perPage: 10_000 } },
    { enabled: condition !== undefined },
  );
  if (!condition) return true;
  if (value === null || value === undefined || value === '') return false;
  const key = condition.by ?? 'id';
  const entry = data?.find((candidate) => String(candidate[key]) === String(value));
  return entry !== undefined && condition.holds(entry);
}

/** One field of a content form, shown only while its conditions hold. */
export function FormField({ field }: { field: FieldSpec }) {
  const values = useWatch() as Record<string, unknown>;
  const referencedHolds = useReferencedCondition(field.whenReferenced);
  if (field.showWhen && !field.showWhen(values)) return null;
  if (!referencedHolds) return null;
  return <Input field={field} />;
}
