import {
  BadRequestError,
  ForbiddenError,
  ValidationError,
  isAdmin,
  requireViewer,
  type Caller,
} from '@vh/kit';
import { CURRENCY_SOURCES, type CurrencySourceName } from '@vh/contracts/client';
import type { GameDeps } from '../deps';
import { parseLedgerCursor, type LedgerFilter, type LedgerRow } from './ledgerRepository';

/** A page holds at most this many rows. */
export const LEDGER_MAX_PAGE = 100;
/** The flows sum at most this many days back. */
export const LEDGER_MAX_FLOW_DAYS = 90;

const SOURCE_CODES = new Set<string>(CURRENCY_SOURCES.map((source) => source.code));

/** A stored source as GraphQL names it (the schema's CurrencySource lists every code upper-cased). */
const sourceName = (code: string) => code.toUpperCase() as CurrencySourceName;

/** The player's own ledger, or anyone's for an admin (with the second factor). */
function requireOwnOrAdmin(caller: Caller, userId: string): void {
  const viewer = requireViewer(caller.viewer);
  if (viewer.userId !== userId && !isAdmin(viewer)) {
    throw new ForbiddenError('You can only see your own ledger');
  }
}

export interface LedgerFilterInput {
  currency?: string | null;
  /** GraphQL's CurrencySource (upper case). */
  source?: string | null;
  /** ISO 8601 instants: from inclusive, to exclusive. */
  from?: string | null;
  to?: string | null;
}

function instant(name: string, value: string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const at = new Date(value);
  if (value.length > 40 || Number.isNaN(at.getTime())) {
    throw new ValidationError(`${name} must be an ISO 8601 date and time`);
  }
  return at;
}

export function parseLedgerFilter(input: LedgerFilterInput | null | undefined): LedgerFilter {
  const filter: LedgerFilter = {
    currency: input?.currency || null,
    source: input?.source ? input.source.toLowerCase() : null,
    from: instant('from', input?.from),
    to: instant('to', input?.to),
  };
  if (filter.currency && filter.currency.length > 50) {
    throw new ValidationError('currency must be a currency shortName');
  }
  if (filter.source && !SOURCE_CODES.has(filter.source)) throw new ValidationError('Unknown source');
  if (filter.from && filter.to && filter.to < filter.from)
    throw new ValidationError('to must not be before from');
  return filter;
}

function entryView(row: LedgerRow) {
  return {
    id: String(row.id),
    currency: row.currency,
    delta: row.delta,
    balanceAfter: row.balanceAfter,
    source: sourceName(row.source),
    reference: row.reference,
    at: row.at.toISOString(),
  };
}

export type LedgerEntryView = ReturnType<typeof entryView>;

/**
 * A player's ledger, newest first, filtered by currency, source and time, one keyset page after the
 * cursor (limit 1 to 100): the player's own, or any player's for an admin.
 */
export async function currencyLedger(
  deps: GameDeps,
  caller: Caller,
  userId: string,
  args: { filter?: LedgerFilterInput | null; after?: string | null; limit?: number | null },
) {
  requireOwnOrAdmin(caller, userId);
  const filter = parseLedgerFilter(args.filter);
  const limit = args.limit ?? 50;
  if (!Number.isInteger(limit) || limit < 1 || limit > LEDGER_MAX_PAGE) {
    throw new ValidationError(`limit must be 1 to ${LEDGER_MAX_PAGE}`);
  }
  const cursor = args.after ? parseLedgerCursor(args.after) : null;
  if (args.after && !cursor)
    throw new BadRequestError('The cursor is not one the ledger gave out; start from the top');
  const rows = await deps.ledger.page(userId, filter, cursor, limit + 1);
  const page = rows.slice(0, limit);
  return {
    entries: page.map(entryView),
    nextCursor: rows.length > limit ? page[page.length - 1]!.cursor : null,
  };
}

/**
 * Where a player's currency went over the last `days` days (1 to 90): per currency the balance now
 * and at the start, what came in and went out, by source (the player's own, or an admin's view).
 */
export async function currencyFlow(deps: GameDeps, caller: Caller, userId: string, days: number) {
  requireOwnOrAdmin(caller, userId);
  if (!Number.isInteger(days) || days < 1 || days > LEDGER_MAX_FLOW_DAYS) {
    throw new ValidationError(`days must be 1 to ${LEDGER_MAX_FLOW_DAYS}`);
  }
  const since = new Date(deps.clock() - days * 24 * 3600 * 1000);
  const [flows, balances] = await Promise.all([
    deps.ledger.flows(userId, since),
    deps.ledger.balances(userId),
  ]);
  const names = [
    ...new Set([
      ...deps.content.currencies().map((currency) => currency.shortName),
      ...balances.keys(),
      ...flows.map((flow) => flow.currency),
    ]),
  ];
  return names.map((shortName) => {
    const sources = flows.filter((flow) => flow.currency === shortName);
    const credited = sources.reduce((sum, flow) => sum + flow.credited, 0);
    const debited = sources.reduce((sum, flow) => sum + flow.debited, 0);
    const balance = balances.get(shortName) ?? 0;
    const currency = deps.content.currency(shortName);
    return {
      currency: shortName,
      name: currency?.name ?? shortName,
      imageId: currency?.imageId ?? null,
      balance,
      balanceBefore: balance - credited + debited,
      credited,
      debited,
      sources: sources
        .map((flow) => ({
          source: sourceName(flow.source),
          credited: flow.credited,
          debited: flow.debited,
          changes: flow.changes,
        }))
        .sort((a, b) => b.credited + b.debited - (a.credited + a.debited)),
    };
  });
}
