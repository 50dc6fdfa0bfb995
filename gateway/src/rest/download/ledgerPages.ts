import type { ApolloServer } from '@apollo/server';
import type { CurrencyLedgerExportQuery } from '../../__generated__/operations';
import type { GatewayContext } from '../../context';
import type { StoredOperation } from '../operations';
import { runStoredOperation } from './storedOperation';

/** Rows per page a download reads from the game (the largest page the game serves). */
const PAGE_SIZE = 100;

/** A row of the currency ledger as the CurrencyLedgerExport operation answers it. */
export type LedgerRowData = CurrencyLedgerExportQuery['myCurrencyLedger']['entries'][number];

/**
 * The caller's currency ledger, newest first, page by page through the CurrencyLedgerExport
 * operation, up to `max` rows; only one page is held at a time. Reading stops when the consumer stops
 * iterating (a client that went away). Returns whether rows were left unread.
 */
export async function* ledgerPages(
  apollo: ApolloServer<GatewayContext>,
  operation: StoredOperation,
  context: GatewayContext,
  max: number,
): AsyncGenerator<LedgerRowData[], boolean> {
  let read = 0;
  let after: string | null = null;
  do {
    const data: CurrencyLedgerExportQuery = await runStoredOperation(apollo, operation, context, {
      limit: PAGE_SIZE,
      ...(after ? { after } : {}),
    });
    const rows = data.myCurrencyLedger.entries.slice(0, max - read);
    read += rows.length;
    after = data.myCurrencyLedger.nextCursor;
    yield rows;
  } while (after && read < max);
  return after !== null;
}

/** One row as the download writes it: the source as its code (`hunt`, `premium_grant`...). */
export const ledgerJson = (row: LedgerRowData) =>
  JSON.stringify({ ...row, source: row.source.toLowerCase() });
