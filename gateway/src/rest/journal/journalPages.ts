import type { ApolloServer } from '@apollo/server';
import type { GatewayContext } from '../../context';
import { runStoredOperation } from '../download/storedOperation';
import type { StoredOperation } from '../operations';
import { JOURNAL_ENTRY } from '../legacyShapes';
import { reshape } from '../reshape';
import type { JournalExportQuery } from '../../__generated__/operations';
import type { ExportEntry } from './exportRecords';

/** Entries per page a download reads from the game (the largest page the game serves). */
const PAGE_SIZE = 100;

/**
 * The caller's journal, newest first, page by page through the JournalExport operation, up to `max`
 * entries; only one page is held at a time, however long the journal. Reading stops when the
 * consumer stops iterating (a client that went away). Returns whether entries were left unread.
 */
export async function* journalPages(
  apollo: ApolloServer<GatewayContext>,
  operation: StoredOperation,
  context: GatewayContext,
  filter: Record<string, unknown>,
  max: number,
): AsyncGenerator<ExportEntry[], boolean> {
  const variables = { filter, limit: PAGE_SIZE };
  let read = 0;
  let after: string | null = null;
  do {
    const data: JournalExportQuery = await runStoredOperation(apollo, operation, context, {
      ...variables,
      ...(after ? { after } : {}),
    });
    const entries = data.journalEntries.entries.slice(0, max - read);
    read += entries.length;
    after = data.journalEntries.nextCursor;
    yield entries;
  } while (after && read < max);
  return after !== null;
}

/** One entry as the JSON downloads write it: the REST journal's shape plus its hunting ground. */
export const journalJson = (entry: ExportEntry) =>
  JSON.stringify({ ...(reshape(JOURNAL_ENTRY, entry) as object), huntingGround: entry.huntingGround });
