import type { ApolloClient } from '@apollo/client';
import type { Identifier, RaRecord } from 'ra-core';

/** Filters a list screen sends (the search box's `q`, the user search's includeBanned...). */
export type ListFilter = Record<string, unknown>;

/**
 * What the data provider needs of one admin resource: its whole list (the server answers every
 * entry at once; paging, sorting and filtering happen in the browser), one entry, and the changes
 * the screen offers. Each call answers the entry as the server stored it.
 */
export interface AdminResource {
  list(client: ApolloClient, filter: ListFilter): Promise<RaRecord[]>;
  one(client: ApolloClient, id: Identifier): Promise<RaRecord>;
  create?(client: ApolloClient, data: Partial<RaRecord>): Promise<RaRecord>;
  update?(client: ApolloClient, data: RaRecord): Promise<RaRecord>;
  remove?(client: ApolloClient, id: Identifier): Promise<void>;
}

/** A deletion answers success and a message; a refusal that is not an error still must not pass silently. */
export function requireSuccess(result: { success: boolean; message: string } | undefined): void {
  if (!result?.success) throw new Error(result?.message || 'The server refused the deletion');
}
