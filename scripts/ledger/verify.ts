/**
 * `npm run ledger:verify` (docs/ledger.md#ledgerverify): the currency ledger against the balances it
 * explains, and against what the other services recorded of the changes they asked the game for.
 *
 * 1. **balances** (the game's database): for every player and currency, the sum of the ledger's
 *    deltas is the balance, either side missing counting as 0 (a balance without rows, rows without a
 *    balance or a player).
 * 2. **chain**: every row's balance after is the row before's plus its delta (the first: its delta).
 * 3. **callers**: every exchange a caller recorded as applied that moved currency (economy's applied
 *    trades, payments' grants, renewals and reversals, analytics' paid league and tournament rewards,
 *    social's paid payouts) has its rows in the ledger, with the same deltas, unless the player's
 *    account was deleted since; and every ledger row of a caller's source (merchant, craft, claim,
 *    premium grant, reversal, league and tournament rewards) is one its caller recorded, so nothing was
 *    credited that no service asked for.
 */
import { balanceMismatches, chainBreaks } from '@vh/game/testing';
import { createDatabase, type Knex } from '@vh/kit';

export interface Difference {
  check: string;
  text: string;
}

export interface CheckReport {
  check: string;
  /** What was looked at, as a sentence ("1,204 balances of 310 players"). */
  scope: string;
  differences: Difference[];
  /** More differences than listed (the list stops at the limit). */
  truncated: boolean;
}

/** A change a caller recorded: its exchange key, the player and the deltas per currency. */
interface CallerRecord {
  keys: string[];
  userId: string;
  deltas: Map<string, number>;
}

/** Analytics' exchange keys of a sanction's clawback (services/analytics/src/sanctions/clawbacks.ts). */
const CLAWBACK_PREFIX = 'clawback:';

const number = (value: number) => value.toLocaleString('en-US');

function deltasOf(entries: { shortName: string; delta: number | string }[]): Map<string, number> {
  const deltas = new Map<string, number>();
  for (const { shortName, delta } of entries)
    deltas.set(shortName, (deltas.get(shortName) ?? 0) + Number(delta));
  for (const [name, delta] of deltas) if (delta === 0) deltas.delete(name);
  return deltas;
}

/**
 * The market's exchanges (docs/market.md): a buy's escrow and tax reserve once the order marked them
 * taken, and every paid payout in VGC (a fill's VGC, what a closed order gave back).
 */
async function marketRecords(db: Knex): Promise<CallerRecord[]> {
  const orders = (await db('market_orders')
    .where({ side: 'buy', escrowed: true })
    .select('id', 'user_id', 'escrow_vgc', 'tax_reserved', 'tax_escrowed')) as {
    id: string;
    user_id: string;
    escrow_vgc: number;
    tax_reserved: number;
    tax_escrowed: boolean;
  }[];
  const payouts = (await db('market_payouts')
    .whereNotNull('paid_at')
    .whereNotNull('currency')
    .select('key', 'user_id', 'currency', 'currency_amount')) as {
    key: string;
    user_id: string;
    currency: string;
    currency_amount: number;
  }[];
  const vgc = (delta: number) => deltasOf([{ shortName: 'VGC', delta }]);
  return [
    ...orders.map((row) => ({
      keys: [`market:${row.id}:escrow`],
      userId: row.user_id,
      deltas: vgc(-row.escrow_vgc),
    })),
    ...orders
      .filter((row) => row.tax_escrowed)
      .map((row) => ({
        keys: [`market:${row.id}:tax`],
        userId: row.user_id,
        deltas: vgc(-row.tax_reserved),
      })),
    ...payouts.map((row) => ({
      keys: [row.key],
      userId: row.user_id,
      deltas: deltasOf([{ shortName: row.currency, delta: row.currency_amount }]),
    })),
  ];
}

/** The market keys economy knows: an order's escrow and tax (of any state), and its payouts. */
async function marketKnows(db: Knex, keys: string[]): Promise<string[]> {
  const market = keys.filter((key) => key.startsWith('market:'));
  const orderIds = market
    .filter((key) => /^market:[0-9a-f-]{36}:(escrow|tax)$/i.test(key))
    .map((key) => key.split(':')[1]!);
  const orders = new Set((await db('market_orders').whereIn('id', orderIds).pluck('id')) as string[]);
  const payouts = new Set((await db('market_payouts').whereIn('key', market).pluck('key')) as string[]);
  return market.filter((key) => payouts.has(key) || orders.has(key.split(':')[1]!));
}

/** Each caller's records of exchanges that moved currency, from its own database. */
const CALLERS: Record<
  string,
  {
    /** What the caller recorded as applied (the forward check). */
    applied: (db: Knex) => Promise<CallerRecord[]>;
    /** Every exchange key the caller knows, applied or not yet marked (the reverse check). */
    knows: (db: Knex, keys: string[]) => Promise<Set<string>>;
    /** The ledger sources its exchanges are recorded under. */
    sources: string[];
    /** Of its sources' rows, the ones it answers for (all when absent): `reversal` is shared. */
    owns?: (row: { source: string; reference: string }) => boolean;
  }
> = {
  economy: {
    applied: async (db) => [
      ...(
        (await db('trades').where({ status: 'applied' }).select('id', 'user_id', 'currencies')) as {
          id: string;
          user_id: string;
          currencies: { shortName: string; delta: number }[];
        }[]
      ).map((row) => ({ keys: [`trade:${row.id}`], userId: row.user_id, deltas: deltasOf(row.currencies) })),
      ...(await marketRecords(db)),
    ],
    knows: async (db, keys) => {
      const ids = keys.filter((key) => key.startsWith('trade:')).map((key) => key.slice('trade:'.length));
      const rows = (await db('trades')
        .whereIn(
          'id',
          ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id)),
        )
        .pluck('id')) as string[];
      return new Set([...rows.map((id) => `trade:${id}`), ...(await marketKnows(db, keys))]);
    },
    sources: ['merchant', 'craft', 'claim', 'market', 'refund'],
  },
  payments: {
    applied: async (db) =>
      (
        (await db('payment_entries')
          .whereIn('kind', ['grant', 'renewal', 'reversal'])
          .select('exchange_key', 'kind', 'user_id', 'currencies')) as {
          exchange_key: string;
          kind: string;
          user_id: string;
          currencies: { shortName: string; delta: number }[];
        }[]
      ).map((row) => ({
        // A reversal takes back under its key, or what is still held under the key's ':held'.
        keys: row.kind === 'reversal' ? [row.exchange_key, `${row.exchange_key}:held`] : [row.exchange_key],
        userId: row.user_id,
        deltas: deltasOf(row.currencies),
      })),
    knows: async (db, keys) => {
      const stem = (key: string) => key.replace(/:held$/, '');
      const rows = (await db('payment_entries')
        .whereIn('exchange_key', keys.map(stem))
        .pluck('exchange_key')) as string[];
      const known = new Set(rows);
      return new Set(keys.filter((key) => known.has(stem(key))));
    },
    sources: ['premium_grant', 'reversal'],
    // A sanction's clawback is analytics' reversal (docs/sanctions.md#clawback).
    owns: (row) => !row.reference.startsWith(CLAWBACK_PREFIX),
  },
  analytics: {
    applied: async (db) =>
      (
        (await db('payouts')
          .whereNotNull('paid_at')
          .whereNotNull('currency')
          .select('competition', 'ref', 'user_id', 'currency', 'currency_amount')) as {
          competition: string;
          ref: number;
          user_id: string;
          currency: string;
          currency_amount: number;
        }[]
      )
        .map((row) => ({
          keys: [`${row.competition}:${row.ref}:${row.user_id}`],
          userId: row.user_id,
          deltas: deltasOf([{ shortName: row.currency, delta: row.currency_amount }]),
        }))
        .concat(
          (
            (await db('clawbacks')
              .whereNotNull('settled_at')
              .select('sanction_id', 'tournament_id', 'user_id', 'taken')) as {
              sanction_id: string;
              tournament_id: number;
              user_id: string;
              taken: { currencies: { shortName: string; delta: number }[] } | null;
            }[]
          ).map((row) => ({
            keys: [`${CLAWBACK_PREFIX}${row.sanction_id}:${row.tournament_id}`],
            userId: row.user_id,
            deltas: deltasOf(row.taken?.currencies ?? []),
          })),
        ),
    knows: async (db, keys) => {
      const known = new Set<string>();
      const rows = (await db('payouts').select('competition', 'ref', 'user_id')) as {
        competition: string;
        ref: number;
        user_id: string;
      }[];
      for (const row of rows) known.add(`${row.competition}:${row.ref}:${row.user_id}`);
      const clawbacks = (await db('clawbacks').select('sanction_id', 'tournament_id')) as {
        sanction_id: string;
        tournament_id: number;
      }[];
      for (const row of clawbacks) known.add(`${CLAWBACK_PREFIX}${row.sanction_id}:${row.tournament_id}`);
      return new Set(keys.filter((key) => known.has(key)));
    },
    sources: ['league_reward', 'tournament_reward', 'reversal'],
    owns: (row) => row.source !== 'reversal' || row.reference.startsWith(CLAWBACK_PREFIX),
  },
  social: {
    applied: async (db) =>
      (
        (await db('payouts')
          .whereNotNull('paid_at')
          .whereNotNull('currency')
          .select('key', 'user_id', 'currency', 'currency_amount')) as {
          key: string;
          user_id: string;
          currency: string;
          currency_amount: number;
        }[]
      ).map((row) => ({
        keys: [row.key],
        userId: row.user_id,
        deltas: deltasOf([{ shortName: row.currency, delta: row.currency_amount }]),
      })),
    // Social prunes its gifts' payouts 30 days after they expired: no reverse check.
    knows: async () => new Set(),
    sources: [],
  },
};

const CHUNK = 5000;

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < list.length; start += CHUNK) out.push(list.slice(start, start + CHUNK));
  return out;
}

/** The ledger's sums per (reference, currency) of the given references. */
async function ledgerSums(game: Knex, references: string[]): Promise<Map<string, Map<string, number>>> {
  const sums = new Map<string, Map<string, number>>();
  for (const part of chunks(references)) {
    const rows = (await game('currency_ledger')
      .whereIn('reference', part)
      .groupBy('reference', 'currency')
      .select('reference', 'currency')
      .sum({ sum: 'delta' })) as { reference: string; currency: string; sum: string }[];
    for (const row of rows) {
      const of = sums.get(row.reference) ?? new Map<string, number>();
      of.set(row.currency, Number(row.sum));
      sums.set(row.reference, of);
    }
  }
  return sums;
}

async function existingPlayers(game: Knex, userIds: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const part of chunks([...new Set(userIds)])) {
    for (const id of (await game('players').whereIn('user_id', part).pluck('user_id')) as string[])
      found.add(id);
  }
  return found;
}

const show = (deltas: Map<string, number>) =>
  deltas.size === 0
    ? 'nothing'
    : [...deltas].map(([name, delta]) => `${delta > 0 ? '+' : ''}${delta} ${name}`).join(', ');

function sameDeltas(a: Map<string, number>, b: Map<string, number>): boolean {
  return [...new Set([...a.keys(), ...b.keys()])].every((name) => (a.get(name) ?? 0) === (b.get(name) ?? 0));
}

/** One caller's forward and reverse checks. */
async function checkCaller(service: string, callerDb: Knex, game: Knex, limit: number): Promise<CheckReport> {
  const caller = CALLERS[service]!;
  const differences: Difference[] = [];
  const check = service;
  // Forward: the caller's records first, then the ledger (which the game wrote before them).
  const records = (await caller.applied(callerDb)).filter((record) => record.deltas.size > 0);
  const players = await existingPlayers(
    game,
    records.map((record) => record.userId),
  );
  const live = records.filter((record) => players.has(record.userId));
  const sums = await ledgerSums(
    game,
    live.flatMap((record) => record.keys),
  );
  for (const record of live) {
    const inLedger = new Map<string, number>();
    for (const key of record.keys) {
      for (const [name, sum] of sums.get(key) ?? []) inLedger.set(name, (inLedger.get(name) ?? 0) + sum);
    }
    if (!sameDeltas(record.deltas, inLedger)) {
      differences.push({
        check,
        text: `${record.keys[0]} (player ${record.userId}): ${service} recorded ${show(record.deltas)}, the ledger holds ${show(inLedger)}`,
      });
    }
  }
  // Reverse: the ledger's rows of this caller's sources first, then what the caller knows of them.
  let unexplained = 0;
  let reverseRows = 0;
  if (caller.sources.length > 0) {
    let afterId = 0;
    for (;;) {
      const rows = (await game('currency_ledger')
        .whereIn('source', caller.sources)
        .andWhere('id', '>', afterId)
        .orderBy('id')
        .limit(CHUNK)
        .select('id', 'user_id', 'currency', 'delta', 'reference', 'source')) as {
        source: string;
        id: string;
        user_id: string;
        currency: string;
        delta: string;
        reference: string;
      }[];
      if (rows.length === 0) break;
      afterId = Number(rows[rows.length - 1]!.id);
      const owned = caller.owns ? rows.filter(caller.owns) : rows;
      reverseRows += owned.length;
      const known = await caller.knows(callerDb, [...new Set(owned.map((row) => row.reference))]);
      for (const row of owned.filter((candidate) => !known.has(candidate.reference))) {
        unexplained += 1;
        differences.push({
          check,
          text: `ledger row ${row.id} (player ${row.user_id}, ${Number(row.delta) > 0 ? '+' : ''}${row.delta} ${row.currency}, reference ${row.reference || '(none)'}): ${service} has no record of it`,
        });
      }
    }
  }
  const deleted = records.length - live.length;
  return {
    check,
    scope:
      `${number(live.length)} recorded exchanges that moved currency` +
      (deleted > 0 ? ` (${number(deleted)} more of deleted accounts)` : '') +
      (caller.sources.length > 0 ? `; ${number(reverseRows)} ledger rows of its sources` : '') +
      (unexplained > 0 ? `, ${number(unexplained)} unexplained` : ''),
    differences: differences.slice(0, limit),
    truncated: differences.length > limit,
  };
}

/** Runs every check on the given databases (the game's is required; callers without a URL are skipped). */
export async function verifyLedger(
  databaseUrls: Record<string, string>,
  options: { limit: number },
): Promise<CheckReport[]> {
  const gameUrl = databaseUrls.game;
  if (!gameUrl) throw new Error('no database URL for the game');
  const game = createDatabase(gameUrl, { max: 2 });
  const opened: Knex[] = [game];
  try {
    const reports: CheckReport[] = [];
    const [totals] = (
      await game.raw(
        `select (select count(*) from player_currencies) as balances,
                (select count(distinct user_id) from player_currencies) as players,
                (select count(*) from currency_ledger) as rows`,
      )
    ).rows as { balances: string; players: string; rows: string }[];
    const mismatches = await balanceMismatches(game, { limit: options.limit + 1 });
    reports.push({
      check: 'balances',
      scope: `${number(Number(totals!.balances))} balances of ${number(Number(totals!.players))} players, ${number(Number(totals!.rows))} ledger rows`,
      differences: mismatches.slice(0, options.limit).map((pair) => ({
        check: 'balances',
        text: `player ${pair.userId} ${pair.currency}: balance ${pair.balance}, ledger sum ${pair.ledgerSum} (${pair.balance > pair.ledgerSum ? '+' : ''}${pair.balance - pair.ledgerSum} unexplained)`,
      })),
      truncated: mismatches.length > options.limit,
    });
    const breaks = await chainBreaks(game, options.limit + 1);
    reports.push({
      check: 'chain',
      scope: 'every row against the row before it',
      differences: breaks.slice(0, options.limit).map((row) => ({
        check: 'chain',
        text: `row ${row.id} (player ${row.userId} ${row.currency}, delta ${row.delta}): balance after ${row.balanceAfter}, the rows before it make ${row.expected}`,
      })),
      truncated: breaks.length > options.limit,
    });
    for (const service of Object.keys(CALLERS)) {
      const url = databaseUrls[service];
      if (!url) continue;
      const db = createDatabase(url, { max: 2 });
      opened.push(db);
      reports.push(await checkCaller(service, db, game, options.limit));
    }
    return reports;
  } finally {
    await Promise.all(opened.map((db) => db.destroy()));
  }
}

/** The report as printed: one line per check, then its differences. */
export function formatReport(reports: CheckReport[]): string {
  const lines: string[] = [];
  for (const report of reports) {
    const mark =
      report.differences.length === 0
        ? 'ok'
        : `${report.differences.length}${report.truncated ? '+' : ''} DIFFERENCES`;
    lines.push(`${report.check.padEnd(9)} ${mark.padEnd(16)} ${report.scope}`);
    for (const difference of report.differences) lines.push(`  - ${difference.text}`);
    if (report.truncated) lines.push('  - ... (more: raise --limit)');
  }
  const total = reports.reduce((sum, report) => sum + report.differences.length, 0);
  lines.push(
    total === 0
      ? "The ledger verifies: every balance is the sum of its rows, and every caller's record is in it."
      : `The ledger does not verify: ${total}${reports.some((report) => report.truncated) ? '+' : ''} differences.`,
  );
  return lines.join('\n');
}
