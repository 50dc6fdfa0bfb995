import type { Knex } from '@vh/kit';

/**
 * The ledger's invariant, checked (docs/ledger.md#what-is-checked): for every player and currency the
 * sum of the ledger's deltas is the balance. Every comparison is one statement, so the sums and the
 * balances come from one snapshot and a change committing meanwhile is seen in both or in neither.
 */

/** A (player, currency) whose balance is not the sum of its ledger's deltas. */
export interface BalanceMismatch {
  userId: string;
  currency: string;
  balance: number;
  ledgerSum: number;
}

/** A ledger row whose balance after is not the previous row's plus its delta. */
export interface ChainBreak {
  id: number;
  userId: string;
  currency: string;
  delta: number;
  balanceAfter: number;
  /** The previous row's balance after (0 for a pair's first row) plus this row's delta. */
  expected: number;
}

interface MismatchRow {
  user_id: string;
  currency: string;
  balance: string | number;
  ledger_sum: string | number;
}

const mismatchOf = (row: MismatchRow): BalanceMismatch => ({
  userId: row.user_id,
  currency: row.currency,
  balance: Number(row.balance),
  ledgerSum: Number(row.ledger_sum),
});

/**
 * Every (player, currency) out of balance, or only the given players' (`userIds`): the ledger's sums
 * against the balances, either side missing counting as 0. At most `limit`, by player and currency.
 */
export async function balanceMismatches(
  db: Knex | Knex.Transaction,
  options: { userIds?: readonly string[]; limit: number },
): Promise<BalanceMismatch[]> {
  const { userIds, limit } = options;
  if (userIds && userIds.length === 0) return [];
  const only = userIds ? 'where user_id = any(:userIds::uuid[])' : '';
  const result = await db.raw(
    `with sums as (
       select user_id, currency, sum(delta) as ledger_sum from currency_ledger ${only} group by user_id, currency
     ),
     balances as (
       select user_id, short_name as currency, amount from player_currencies ${only}
     )
     select coalesce(s.user_id, b.user_id) as user_id, coalesce(s.currency, b.currency) as currency,
            coalesce(b.amount, 0) as balance, coalesce(s.ledger_sum, 0) as ledger_sum
     from sums s full join balances b on b.user_id = s.user_id and b.currency = s.currency
     where coalesce(b.amount, 0) <> coalesce(s.ledger_sum, 0)
     order by 1, 2
     limit :limit`,
    { userIds: userIds ? [...userIds] : [], limit },
  );
  return (result.rows as MismatchRow[]).map(mismatchOf);
}

/**
 * Rows of the whole ledger that do not follow from the row before them (at most `limit`). An
 * operator's `correction` row states the balance as it was found (docs/runbooks/VampireHuntLedgerMismatch.md):
 * it is not checked against the row before it, and the rows before it are history it closed.
 */
export async function chainBreaks(db: Knex | Knex.Transaction, limit: number): Promise<ChainBreak[]> {
  const result = await db.raw(
    `select id, user_id, currency, delta, balance_after, expected from (
       select id, user_id, currency, delta, balance_after, source,
              coalesce(lag(balance_after) over pair, 0) + delta as expected,
              max(id) filter (where source = 'correction') over (partition by user_id, currency) as corrected_at
       from currency_ledger
       window pair as (partition by user_id, currency order by id)
     ) rows
     where balance_after <> expected and source <> 'correction' and id > coalesce(corrected_at, 0)
     order by user_id, currency, id
     limit ?`,
    [limit],
  );
  return (
    result.rows as {
      id: string;
      user_id: string;
      currency: string;
      delta: string;
      balance_after: string;
      expected: string;
    }[]
  ).map((row) => ({
    id: Number(row.id),
    userId: row.user_id,
    currency: row.currency,
    delta: Number(row.delta),
    balanceAfter: Number(row.balance_after),
    expected: Number(row.expected),
  }));
}

/**
 * The ledger's rows after `afterId` (at most `rows`) and which of their (player, currency) pairs
 * look wrong, in one statement: a row that does not follow from the row before it, or a pair whose
 * newest row is not its balance. A player's rows are written behind the player's lock, so their ids
 * follow their commits: the row before a new one is always there to compare with. Cheap (index
 * lookups per new row, whatever the history's length); the pairs it flags get the full sum.
 */
async function suspectsAmongNewRows(
  trx: Knex.Transaction,
  afterId: number,
  rows: number,
): Promise<{ lastId: number; players: string[]; suspects: { userId: string; currency: string }[] }> {
  const result = await trx.raw(
    `with fresh as (
       select id, user_id, currency, delta, balance_after, source from currency_ledger
       where id > :afterId order by id limit :rows
     ),
     breaks as (
       select user_id, currency from (
         select f.user_id, f.currency, f.delta, f.balance_after, f.source,
                coalesce(
                  lag(f.balance_after) over (partition by f.user_id, f.currency order by f.id),
                  (select p.balance_after from currency_ledger p
                   where p.user_id = f.user_id and p.currency = f.currency and p.id < f.id
                   order by p.id desc limit 1),
                  0) as before
         from fresh f
       ) chained
       where before + delta <> balance_after and source <> 'correction'
     ),
     pairs as (select distinct user_id, currency from fresh),
     stale as (
       select p.user_id, p.currency from pairs p
       where coalesce((select b.amount from player_currencies b
                       where b.user_id = p.user_id and b.short_name = p.currency), 0)
          <> (select l.balance_after from currency_ledger l
              where l.user_id = p.user_id and l.currency = p.currency order by l.id desc limit 1)
     )
     select 'suspect' as kind, user_id::text, currency, null::bigint as last_id from breaks
     union select 'suspect', user_id::text, currency, null from stale
     union all select 'player', user_id::text, null, null from (select distinct user_id from fresh) players
     union all select 'last', null, null, max(id) from fresh`,
    { afterId, rows },
  );
  const answer = result.rows as {
    kind: string;
    user_id: string | null;
    currency: string | null;
    last_id: string | null;
  }[];
  const last = answer.find((row) => row.kind === 'last')?.last_id;
  return {
    lastId: last === null || last === undefined ? afterId : Number(last),
    players: answer.filter((row) => row.kind === 'player').map((row) => row.user_id!),
    suspects: answer
      .filter((row) => row.kind === 'suspect')
      .map((row) => ({ userId: row.user_id!, currency: row.currency! })),
  };
}

export interface LedgerCheckSettings {
  /** New ledger rows looked at per pass (the rest wait for the next pass). */
  newRows: number;
  /** Players whose whole ledger is summed per pass, in turn, so every player is checked in time. */
  sweepPlayers: number;
}

export interface LedgerCheckPass {
  /** Players with new rows this pass (chain and newest balance checked). */
  playersWithNewRows: number;
  /** Players whose whole ledger was summed: the sweep's, the suspects' and those out of balance before. */
  playersSummed: number;
  /** Pairs out of balance after this pass (the table's rows). */
  mismatches: number;
  /** Pairs found out of balance this pass that were not known before. */
  newMismatches: BalanceMismatch[];
}

/**
 * One pass of the periodic check: the new rows since the last pass (cheap checks, see
 * suspectsAmongNewRows), the next players of the sweep and every pair out of balance before (their
 * whole ledgers summed). Pairs found out of balance are kept in `ledger_mismatches` (the metric's
 * and the alert's source) until a later pass finds them in balance again. One pass at a time: the
 * state row is locked for the pass.
 */
export async function runLedgerCheck(db: Knex, settings: LedgerCheckSettings): Promise<LedgerCheckPass> {
  return db.transaction(async (trx) => {
    const state = (await trx('ledger_check_state').where({ id: 1 }).forUpdate().first()) as
      { checked_through_id: string | number; sweep_after: string | null } | undefined;
    if (!state) throw new Error('ledger_check_state has no row: run the game migrations');
    const fresh = await suspectsAmongNewRows(trx, Number(state.checked_through_id), settings.newRows);
    const sweep = (await trx('players')
      .modify((query) => {
        if (state.sweep_after) query.where('user_id', '>', state.sweep_after);
      })
      .orderBy('user_id')
      .limit(settings.sweepPlayers)
      .pluck('user_id')) as string[];
    const known = (await trx('ledger_mismatches').select('user_id', 'currency')) as {
      user_id: string;
      currency: string;
    }[];
    const summed = [
      ...new Set([
        ...sweep,
        ...fresh.suspects.map((pair) => pair.userId),
        ...known.map((row) => row.user_id),
      ]),
    ];
    const found = await balanceMismatches(trx, { userIds: summed, limit: 10_000 });
    const knownKeys = new Set(known.map((row) => `${row.user_id}/${row.currency}`));
    if (summed.length > 0) {
      // Pairs of the players summed that are in balance now leave the table.
      await trx('ledger_mismatches')
        .whereIn('user_id', summed)
        .modify((query) => {
          if (found.length > 0) {
            query.whereNotIn(
              ['user_id', 'currency'],
              found.map((pair) => [pair.userId, pair.currency]),
            );
          }
        })
        .delete();
    }
    if (found.length > 0) {
      await trx('ledger_mismatches')
        .insert(
          found.map((pair) => ({
            user_id: pair.userId,
            currency: pair.currency,
            balance: pair.balance,
            ledger_sum: pair.ledgerSum,
          })),
        )
        .onConflict(['user_id', 'currency'])
        .merge(['balance', 'ledger_sum']);
    }
    await trx('ledger_check_state')
      .where({ id: 1 })
      .update({
        checked_through_id: fresh.lastId,
        // A short batch was the last of the players: the next pass starts the sweep again.
        sweep_after: sweep.length < settings.sweepPlayers ? null : sweep[sweep.length - 1],
        checked_at: trx.fn.now(),
      });
    return {
      playersWithNewRows: fresh.players.length,
      playersSummed: summed.length,
      // Every player with a pair out of balance before was summed again, so the table is `found` now.
      mismatches: found.length,
      newMismatches: found.filter((pair) => !knownKeys.has(`${pair.userId}/${pair.currency}`)),
    };
  });
}

/** Pairs out of balance as last checked (the metric). */
export async function knownMismatches(db: Knex): Promise<number> {
  const row = (await db('ledger_mismatches').count({ count: '*' }).first()) as { count: string | number };
  return Number(row.count);
}
