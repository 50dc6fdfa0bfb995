// What tests and benchmarks outside analytics may use of it (`@vh/analytics/testing`): the ladder
// and the daily records, to fill and measure a large world. Nothing here boots the service.
export type { AnalyticsDeps } from './deps';
export { RedisLadder } from './ladder/redisLadder';
export type { PlayerRow } from './repositories/playerRepository';
export { StatsRepository } from './repositories/statsRepository';
export { computeDailyRecords } from './useCases/dailyRecords';
