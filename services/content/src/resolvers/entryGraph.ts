import type { ContentEntry, EntryData } from '../domain/entries';

/** The GraphQL object of an entry: its id and its stored fields (every kind's parent type). */
export type GraphEntry = { id: number } & EntryData;

export const graphOf = (entry: ContentEntry): GraphEntry => ({ id: entry.id, ...entry.data });

/** null for an entry that is missing or hidden from the caller. */
export const asGraph = (entry: ContentEntry | undefined): GraphEntry | null =>
  entry ? graphOf(entry) : null;

/** Marks an entry read in a release (not a schema field): its references resolve in that release. */
export const IN_RELEASE = '__inRelease';

/** Marks an object and the nested entries of its fields (a ground's tables, an enemy's loot rows). */
function marked(value: unknown, releaseId: number): unknown {
  if (Array.isArray(value)) return value.map((element) => marked(element, releaseId));
  if (value === null || typeof value !== 'object') return value;
  const fields = Object.entries(value as Record<string, unknown>).map(([key, field]) => [
    key,
    marked(field, releaseId),
  ]);
  return { ...Object.fromEntries(fields), [IN_RELEASE]: releaseId };
}

export const inRelease = (
  entry: GraphEntry | null,
  releaseId: number | null | undefined,
): GraphEntry | null => (entry && releaseId != null ? (marked(entry, releaseId) as GraphEntry) : entry);
