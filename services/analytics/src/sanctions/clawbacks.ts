/**
 * Clawbacks (docs/sanctions.md#clawback): a sanction for farming names tournaments whose prizes the
 * player must give back. Each (sanction, tournament) is settled once through the game's exchange with
 * the key `clawback:<sanction>:<tournament>` (the ledger's source `reversal`): compensating rows,
 * never an edit of the prize's. The exchange takes what the player still holds (takeAvailable), so a
 * balance never goes negative; what was already spent is recorded as `short` for the moderators.
 */
import { randomUUID } from 'node:crypto';
import { requireAdmin, type Caller } from '@vh/kit';
import type { AnalyticsDeps } from '../deps';

interface ClawbackRow {
  sanction_id: string;
  tournament_id: number;
  user_id: string;
}

const BATCH = 50;

/** Whether the tournament's results (and so its prizes) are written. */
async function resultsWritten(deps: AnalyticsDeps, clawback: ClawbackRow): Promise<boolean> {
  const state = await deps
    .db('tournament_states')
    .where({ tournament_id: clawback.tournament_id })
    .first('results_at');
  return Boolean(state?.results_at);
}

async function settle(deps: AnalyticsDeps, clawback: ClawbackRow): Promise<void> {
  const where = { sanction_id: clawback.sanction_id, tournament_id: clawback.tournament_id };
  const prize = await deps
    .db('payouts')
    .where({ competition: 'tournament', ref: clawback.tournament_id, user_id: clawback.user_id })
    .first();
  if (prize ? prize.paid_at === null && prize.failure === null : !(await resultsWritten(deps, clawback))) {
    // The prize is still to be written or paid: the clawback waits for it (the next period).
    return;
  }
  const paid = prize?.paid_at ? prize : undefined;
  const currencies = paid?.currency
    ? [{ shortName: paid.currency as string, delta: -Number(paid.currency_amount) }]
    : [];
  const items = paid?.item_id ? [{ itemId: Number(paid.item_id), delta: -Number(paid.item_amount) }] : [];
  const asked = { currencies, items };
  if (currencies.length + items.length === 0) {
    // The player won no prize there (or it was refused for good): nothing to take back.
    await deps
      .db('clawbacks')
      .where(where)
      .update({ asked, taken: asked, short: asked, settled_at: deps.db.fn.now() });
    return;
  }
  const answer = await deps.exchange.exchange(
    {
      idempotencyKey: `clawback:${clawback.sanction_id}:${clawback.tournament_id}`,
      userId: clawback.user_id,
      reason: `tournament ${clawback.tournament_id} prize taken back (sanction ${clawback.sanction_id})`,
      currencies,
      items,
      takeAvailable: true,
    },
    randomUUID(),
  );
  if (answer.status === 'refused') {
    deps.logger.error({ clawback, code: answer.code }, 'clawback refused');
    await deps
      .db('clawbacks')
      .where(where)
      .update({ asked, failure: `${answer.code}: ${answer.message}` });
    return;
  }
  const taken = answer.applied;
  // What the player no longer held: asked minus taken (both negative), per currency and item.
  const short = {
    currencies: currencies.map((entry) => ({
      shortName: entry.shortName,
      delta: entry.delta - (taken.currencies.find((t) => t.shortName === entry.shortName)?.delta ?? 0),
    })),
    items: items.map((entry) => ({
      itemId: entry.itemId,
      delta: entry.delta - (taken.items.find((t) => t.itemId === entry.itemId)?.delta ?? 0),
    })),
  };
  await deps.db('clawbacks').where(where).update({ asked, taken, short, settled_at: deps.db.fn.now() });
}

/** Settles every pending clawback; answers how many. */
export async function settleClawbacks(deps: AnalyticsDeps): Promise<number> {
  const pending: ClawbackRow[] = await deps
    .db('clawbacks')
    .whereNull('settled_at')
    .whereNull('failure')
    .orderBy(['sanction_id', 'tournament_id'])
    .limit(BATCH);
  for (const clawback of pending)
    await settle(deps, { ...clawback, sanction_id: String(clawback.sanction_id) });
  return pending.length;
}

interface Deltas {
  currencies: { shortName: string; delta: number }[];
  items: { itemId: number; delta: number }[];
}

export interface ClawbackView {
  sanctionId: string;
  tournamentId: number;
  userId: string;
  settledAt: string | null;
  failure: string | null;
  lines: { currency: string | null; itemId: number | null; asked: number; taken: number; short: number }[];
}

/** A debit of the list as a positive amount (0 when absent). */
function amount<T extends { delta: number }>(list: T[] | undefined, same: (entry: T) => boolean): number {
  return -(list?.find(same)?.delta ?? 0);
}

/** Amounts as positive numbers (the stored deltas are debits). */
function linesOf(asked: Deltas | null, taken: Deltas | null, short: Deltas | null): ClawbackView['lines'] {
  return [
    ...(asked?.currencies ?? []).map(({ shortName, delta }) => {
      const same = (entry: { shortName: string }) => entry.shortName === shortName;
      return {
        currency: shortName,
        itemId: null,
        asked: -delta,
        taken: amount(taken?.currencies, same),
        short: amount(short?.currencies, same),
      };
    }),
    ...(asked?.items ?? []).map(({ itemId, delta }) => {
      const same = (entry: { itemId: number }) => entry.itemId === itemId;
      return {
        currency: null,
        itemId,
        asked: -delta,
        taken: amount(taken?.items, same),
        short: amount(short?.items, same),
      };
    }),
  ];
}

export async function clawbacksOf(
  deps: AnalyticsDeps,
  caller: Caller,
  sanctionId: string,
): Promise<ClawbackView[]> {
  requireAdmin(caller.viewer);
  if (!/^[1-9]\d{0,17}$/.test(sanctionId)) return [];
  const rows = await deps.db('clawbacks').where({ sanction_id: sanctionId }).orderBy('tournament_id');
  return rows.map((row) => ({
    sanctionId: String(row.sanction_id),
    tournamentId: row.tournament_id,
    userId: row.user_id,
    settledAt: row.settled_at?.toISOString() ?? null,
    failure: row.failure,
    lines: linesOf(row.asked, row.taken, row.short),
  }));
}
