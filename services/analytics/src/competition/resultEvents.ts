/**
 * Each player's result of a league week or a tournament as a CompetitionResult event, written to the
 * outbox in the transaction that writes the results, so a result is announced exactly when it is
 * written, once (social puts it in the player's inbox: docs/competition.md#results-in-the-inbox).
 */
import { create } from '@bufbuild/protobuf';
import { outboxInsert, outboxRowOf, outboxWakeUp, type Knex } from '@vh/kit';
import { Topics, analyticsEvents } from '@vh/contracts';
import type { Competition, PayoutRow } from '../payouts/payoutRepository';

export const SERVICE_NAME = 'analytics';

/**
 * Rows per insert: a week may hold 100,000 players, so they are encoded and inserted a chunk at a
 * time (6 parameters a row: 6,000 a statement) rather than held all at once.
 */
const CHUNK = 1000;

export interface CompetitionResultOf {
  userId: string;
  competition: Competition;
  ref: number;
  title: string;
  rank: number;
  fieldSize: number;
  /** Leagues: promoted, stayed or demoted. */
  outcome?: string;
  /** Leagues: the name of next week's tier. */
  nextTier?: string;
  /** The place's payout row, when it earns one. */
  payout?: Pick<PayoutRow, 'currency' | 'currency_amount' | 'item_id' | 'item_amount'>;
}

/** The date of a week's start (a Monday unless an admin's end-now started it), YYYY-MM-DD in UTC. */
export const weekTitle = (tierName: string, startsAt: Date) =>
  `${tierName} league, week of ${startsAt.toISOString().slice(0, 10)}`;

function payloadOf(result: CompetitionResultOf) {
  const payout = result.payout;
  return create(analyticsEvents.CompetitionResultSchema, {
    userId: result.userId,
    competition: result.competition,
    ref: BigInt(result.ref),
    title: result.title,
    rank: result.rank,
    fieldSize: result.fieldSize,
    outcome: result.outcome ?? '',
    nextTier: result.nextTier ?? '',
    ...(payout && {
      reward: {
        currency: payout.currency ?? '',
        currencyAmount: BigInt(payout.currency ? payout.currency_amount : 0),
        itemId: payout.item_id ?? 0,
        itemAmount: BigInt(payout.item_id === null ? 0 : payout.item_amount),
      },
    }),
  });
}

/**
 * Writes one CompetitionResult per player to the outbox in the caller's transaction, keyed by the
 * player, a chunk at a time, and wakes the relay once at commit.
 */
export async function emitCompetitionResults(
  trx: Knex.Transaction,
  results: readonly CompetitionResultOf[],
  requestId: string,
): Promise<void> {
  if (results.length === 0) return;
  const occurredAt = new Date();
  for (let start = 0; start < results.length; start += CHUNK) {
    const rows = results.slice(start, start + CHUNK).map((result) =>
      outboxRowOf({
        topic: Topics.analyticsCompetition,
        key: result.userId,
        schema: analyticsEvents.CompetitionResultSchema,
        payload: payloadOf(result),
        producer: SERVICE_NAME,
        requestId,
        occurredAt,
      }),
    );
    await outboxInsert(trx, rows);
  }
  await outboxWakeUp(trx);
}
