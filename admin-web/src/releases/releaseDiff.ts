/** One field of a release's change to an entity, its value before and after. */
export interface ReleaseFieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

function fieldsOf(json: string | null): Record<string, unknown> {
  if (json === null) return {};
  const value: unknown = JSON.parse(json);
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : { value };
}

/**
 * The fields a release changes on an entity: every field of a created or deleted one, only those
 * whose value differs for an update (a release keeps whole entities, the screen shows the change).
 */
export function releaseFieldChanges(change: {
  before: string | null;
  after: string | null;
}): ReleaseFieldChange[] {
  const before = fieldsOf(change.before);
  const after = fieldsOf(change.after);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const both = change.before !== null && change.after !== null;
  return fields
    .map((field) => ({ field, before: before[field], after: after[field] }))
    .filter(({ before: old, after: next }) => !both || JSON.stringify(old) !== JSON.stringify(next));
}
