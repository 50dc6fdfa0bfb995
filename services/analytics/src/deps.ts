import type { Knex, Logger } from '@vh/kit';
import type { Redis } from 'ioredis';
import { RedisLadder } from './ladder/redisLadder';
import { PlayerRepository } from './repositories/playerRepository';
import { StatsRepository } from './repositories/statsRepository';

export interface AnalyticsDeps {
  db: Knex;
  ladder: RedisLadder;
  players: PlayerRepository;
  stats: StatsRepository;
  logger: Logger;
}

export function createAnalyticsDeps(db: Knex, redis: Redis, logger: Logger): AnalyticsDeps {
  return {
    db,
    ladder: new RedisLadder(redis),
    players: new PlayerRepository(db),
    stats: new StatsRepository(db),
    logger,
  };
}
