import type { ContentEntry, EntryData } from '../domain/entries';

/** The GraphQL object of an entry: its id and its stored fields (every kind's parent type). */
export type GraphEntry = { id: number } & EntryData;

export const graphOf = (entry: ContentEntry): GraphEntry => ({ id: entry.id, ...entry.data });

/** null for an entry that is missing or hidden from the caller. */
export const asGraph = (entry: ContentEntry | undefined): GraphEntry | null =>
  entry ? graphOf(entry) : null;
