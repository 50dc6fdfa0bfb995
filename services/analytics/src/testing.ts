// What tests and benchmarks outside analytics may use of it (`@vh/analytics/testing`): the ladder
// and the daily records, to fill and measure a large world, and the consumer's and seasons' use
// cases on a database of the test's own. Nothing here boots the service.
import path from 'node:path';
import type { Knex, Logger } from '@vh/kit';
import type { Redis } from 'ioredis';
import type { RatesContent } from './content/ratesContent';
import { createAnalyticsDeps, type AnalyticsDeps } from './deps';

export type { AnalyticsDeps } from './deps';
export { RedisLadder } from './ladder/redisLadder';
export type { PlayerRow } from './repositories/playerRepository';
export { StatsRepository } from './repositories/statsRepository';
export { computeDailyRecords } from './useCases/dailyRecords';
export { recordEvents } from './useCases/recordEvents';
export { archiveSeason, compactOpenSeasons, runSeasonJob } from './seasons/seasonJob';
export { seasonDifferences } from './seasons/recompute';
export { forgetKnownSeasons } from './seasons/seasonProgress';
export { forgetKnownWeeks } from './leagues/leagueScoring';
export { ensureWeekHolding, writeResults } from './leagues/leagueWeeks';
export { payRewards, payoutKey } from './payouts/payRewards';
export { runLeagueJob } from './leagues/leagueJob';

/** The compiled migrations, for a test's own analytics database. */
export const MIGRATIONS_DIRECTORY = path.join(__dirname, 'migrations');

/**
 * No content loaded (version -1, no entries), as analytics is before its snapshot arrives: the
 * ladders, seasons and leagues never read content; tournaments wait for it.
 */
const noContent: RatesContent = { version: -1, entries: () => [], entry: () => undefined };

/**
 * Analytics' dependencies without content: what the consumer, seasons and leagues need; league
 * rewards are paid through `exchange` (the test stack's game, or a client that fails on purpose).
 */
export function ladderOnlyDeps(
  db: Knex,
  redis: Redis,
  logger: Logger,
  exchange: AnalyticsDeps['exchange'] = unavailableExchange,
): AnalyticsDeps {
  return createAnalyticsDeps(db, redis, noContent, exchange, logger);
}

const unavailableExchange: AnalyticsDeps['exchange'] = {
  exchange: () => Promise.reject(new Error('no game in this test')),
};
