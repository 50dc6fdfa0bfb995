import type { PickTarget } from '../pickers/pickerSources';
import type { FieldSpec, ReferencedCondition } from './contentScreen';

/** Builders of the content forms' fields, so each screen reads as its list of fields. */
export const text = (source: string, label: string): FieldSpec => ({
  source,
  label,
  input: { kind: 'text' },
});
export const multiline = (source: string, label: string): FieldSpec => ({
  source,
  label,
  input: { kind: 'multiline' },
});
/** A whole number; in a row, `startsAt` is a new row's value (else it starts empty). */
export const number = (source: string, label: string, startsAt?: number): FieldSpec => ({
  source,
  label,
  input: { kind: 'number' },
  ...(startsAt === undefined ? {} : { defaultValue: startsAt }),
});
export const flag = (source: string, label: string): FieldSpec => ({
  source,
  label,
  input: { kind: 'boolean' },
});
export const color = (source: string, label: string): FieldSpec => ({
  source,
  label,
  input: { kind: 'color' },
});
export const image = (source = 'imageId', label = 'Image'): FieldSpec => ({
  source,
  label,
  input: { kind: 'image' },
});
/** An animated image: an animated WebP or GIF, or a short video, previewed playing. */
export const animatedImage = (source = 'animatedImageId', label = 'AnimatedImage'): FieldSpec => ({
  source,
  label,
  input: { kind: 'image', animated: true },
});
export const reference = (source: string, label: string, resource: string): FieldSpec => ({
  source,
  label,
  input: { kind: 'reference', reference: resource },
});
export const select = (source: string, label: string, names: readonly string[]): FieldSpec => ({
  source,
  label,
  input: { kind: 'select', choices: names.map((name, id) => ({ id, name })) },
});
export const pickItem = (source: string, label: string): FieldSpec => ({
  source,
  label,
  input: { kind: 'pick', what: 'item' },
});
export const pickEnemy = (source: string, label: string): FieldSpec => ({
  source,
  label,
  input: { kind: 'pick', what: 'enemy' },
});
export const pickItems = (source: string, label: string): FieldSpec => ({
  source,
  label,
  input: { kind: 'pickList', what: 'item' },
});
export const entries = (
  source: string,
  label: string,
  fields: readonly FieldSpec[],
  options: { stacked?: boolean } = {},
): FieldSpec => ({
  source,
  label,
  input: { kind: 'entries', fields, ...options },
});
/** Rows started by a pick (the picker opens from Add): see FieldInput's `pickRows`. */
export const pickRows = (
  source: string,
  label: string,
  rows: { what: PickTarget; idField: string; typeField?: string; fields: readonly FieldSpec[] },
): FieldSpec => ({
  source,
  label,
  input: { kind: 'pickRows', ...rows },
});

/** The values a new row starts with: each row field's default (a field without one starts empty). */
export const rowDefaults = (fields: readonly FieldSpec[]): Record<string, unknown> =>
  Object.fromEntries(
    fields.flatMap((field) => (field.defaultValue === undefined ? [] : [[field.source, field.defaultValue]])),
  );

export const when = (field: FieldSpec, condition: ReferencedCondition): FieldSpec => ({
  ...field,
  whenReferenced: condition,
});

/** Price, refund, travel cost, rewards: currencies by short name with a value, 0 in a new row (spec 002 section 5). */
export const currencyEntries = (source: string, label: string): FieldSpec =>
  entries(source, label, [
    {
      source: 'name',
      label: 'Currency',
      input: { kind: 'reference', reference: 'currencies', optionValue: 'shortName' },
    },
    number('value', 'Value', 0),
  ]);

/**
 * Stat entries: a stat by short name, its range (0 to 0 in a new row, spec 002 section 5) and, for
 * procs, the proc percent.
 */
export const statEntries = (source = 'stats', label = 'Stats'): FieldSpec =>
  entries(source, label, [
    {
      source: 'shortName',
      label: 'Stat',
      input: { kind: 'reference', reference: 'stats', optionValue: 'shortName', autocomplete: true },
    },
    number('valueFrom', 'Value From', 0),
    number('valueTo', 'Value To', 0),
    when(number('procPercent', 'Proc %'), {
      source: 'shortName',
      reference: 'stats',
      by: 'shortName',
      holds: (stat) => Number(stat.statType) === 1,
    }),
  ]);

export const NAMES = [text('name', 'Name'), text('shortName', 'Short Name')];
export const NAME_COLUMNS = [
  { source: 'name', label: 'Name' },
  { source: 'shortName', label: 'Short Name' },
];
