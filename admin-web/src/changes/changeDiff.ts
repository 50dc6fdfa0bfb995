import type { AdminChangeFieldsFragment } from '../__generated__/graphql';

export type AdminChange = AdminChangeFieldsFragment;

/** One field of a change: its value before and after (undefined where the side has no such field). */
interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

function fieldsOf(json: string | null): Record<string, unknown> | null {
  if (json === null) return null;
  const value: unknown = JSON.parse(json);
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : { value };
}

/**
 * The fields a change touched, in the order the service stored them: every field of a created or
 * deleted entry, the changed ones of anything else (the services keep only those).
 */
export function fieldChanges(change: Pick<AdminChange, 'before' | 'after'>): FieldChange[] {
  const before = fieldsOf(change.before);
  const after = fieldsOf(change.after);
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({ field, before: before?.[field], after: after?.[field] }));
}

/** A value as one short line: text as it is, nothing as an em dash, anything else as JSON. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  return JSON.stringify(value);
}
