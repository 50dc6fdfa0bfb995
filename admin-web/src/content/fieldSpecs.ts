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
export const number = (source: string, label: string): FieldSpec => ({
  source,
  label,
  input: { kind: 'number' },
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
/** An animated image: a short video with a looping preview. */
export const video = (source = 'animatedImageId', label = 'AnimatedImage'): FieldSpec => ({
  source,
  label,
  input: { kind: 'image', video: true },
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
export const entries = (source: string, label: string, fields: readonly FieldSpec[]): FieldSpec => ({
  source,
  label,
  input: { kind: 'entries', fields },
});

export const when = (field: FieldSpec, condition: ReferencedCondition): FieldSpec => ({
  ...field,
  whenReferenced: condition,
});

/** Price, refund, travel cost, rewards: currencies by short name with a value. */
export const currencyEntries = (source: string, label: string): FieldSpec =>
  entries(source, label, [
    {
      source: 'name',
      label: 'Currency',
      input: { kind: 'reference', reference: 'currencies', optionValue: 'shortName' },
    },
    number('value', 'Value'),
  ]);

/** Stat entries: a stat by short name, its range and, for procs, the proc percent. */
export const statEntries = (source = 'stats', label = 'Stats'): FieldSpec =>
  entries(source, label, [
    {
      source: 'shortName',
      label: 'Stat',
      input: { kind: 'reference', reference: 'stats', optionValue: 'shortName', autocomplete: true },
    },
    number('valueFrom', 'Value From'),
    number('valueTo', 'Value To'),
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
