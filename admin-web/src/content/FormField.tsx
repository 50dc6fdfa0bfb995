import Box from '@mui/material/Box';
import { required, useGetList, useSimpleFormIterator, useSourceContext } from 'ra-core';
import { useWatch } from 'react-hook-form';
import {
  AddItemButton,
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
import { PickInput } from '../pickers/PickInput';
import { PickListInput } from '../pickers/PickListInput';
import { PickRowsInput } from '../pickers/PickRowsInput';
import { ColorSwatch } from '../ui/ColorSwatch';
import type { FieldSpec, ReferencedCondition } from './contentScreen';
import { rowDefaults } from './fieldSpecs';
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

/** An entry list's Add: the new row holds its fields' defaults (a stat's 0 to 0, a price's 0), not blanks. */
function AddRowButton({ fields }: { fields: readonly FieldSpec[] }) {
  const { add } = useSimpleFormIterator();
  return <AddItemButton onClick={() => add(rowDefaults(fields))} />;
}

function Input({ field }: { field: FieldSpec }) {
  const { source, label, input } = field;
  const validate = field.required ? required(field.required) : undefined;
  switch (input.kind) {
    case 'text':
      // The label stays above a field with a placeholder, so the examples show while it is empty.
      return field.placeholder ? (
        <TextInput
          source={source}
          label={label}
          validate={validate}
          placeholder={field.placeholder}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ) : (
        <TextInput source={source} label={label} validate={validate} />
      );
    case 'multiline':
      return <TextInput source={source} label={label} validate={validate} multiline minRows={2} />;
    case 'number':
      return <NumberInput source={source} label={label} validate={validate} step={1} parse={parseWhole} />;
    case 'decimal':
      return (
        <NumberInput source={source} label={label} validate={validate} step={0.01} parse={parseDecimal} />
      );
    case 'boolean':
      return <BooleanInput source={source} label={label} />;
    case 'color':
      return <ColorField field={field} />;
    case 'image':
      return <ImageInput source={source} label={label} animated={input.animated} />;
    case 'pick':
      return <PickInput source={source} label={label} what={input.what} />;
    case 'pickList':
      return <PickListInput source={source} label={label} what={input.what} />;
    case 'pickRows':
      return (
        <PickRowsInput
          source={source}
          label={label}
          what={input.what}
          idField={input.idField}
          typeField={input.typeField}
          defaults={rowDefaults(input.fields)}
        >
          {input.fields.map((row) => (
            <FormField key={row.source} field={row} />
          ))}
        </PickRowsInput>
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
          <SimpleFormIterator
            inline={!input.stacked}
            disableReordering
            addButton={<AddRowButton fields={input.fields} />}
          >
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
