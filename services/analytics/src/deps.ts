import type { ExchangeClient, Knex, Logger } from '@vh/kit';
import type { Redis } from 'ioredis';
import { RedisLadder } from './ladder/redisLadder';
import { HuntRateRepository } from './repositories/huntRateRepository';
import { PlayerRepository } from './repositories/playerRepository';
import { StatsRepository } from './repositories/statsRepository';
import { LeagueRepository } from './leagues/leagueRepository';
import { PayoutRepository } from './payouts/payoutRepository';
import { TournamentRepository } from './tournaments/tournamentRepository';
import { ScoreRepository } from './seasons/scoreRepository';
import { SeasonRepository } from './seasons/seasonRepository';
import type { RatesContent } from './content/ratesContent';

export interface AnalyticsDeps {
  db: Knex;
  ladder: RedisLadder;
  players: PlayerRepository;
  stats: StatsRepository;
  huntRates: HuntRateRepository;
  seasons: SeasonRepository;
  leagues: LeagueRepository;
  payouts: PayoutRepository;
  tournaments: TournamentRepository;
  /** The game's exchange call: how league and tournament rewards are paid. */
  exchange: Pick<ExchangeClient, 'exchange'>;
  scores: ScoreRepository;
  /** A season's live ladders in Redis (under their own keys). */
  seasonLadder(season: number): RedisLadder;
  /** Content's snapshot: the configured rates beside the observed ones, and what players may see. */
  content: RatesContent;
  logger: Logger;
}

export function createAnalyticsDeps(
  db: Knex,
  redis: Redis,
  content: RatesContent,
  exchange: AnalyticsDeps['exchange'],
  logger: Logger,
): AnalyticsDeps {
  return {
    db,
    ladder: new RedisLadder(redis),
    players: new PlayerRepository(db),
    stats: new StatsRepository(db),
    huntRates: new HuntRateRepository(db),
    seasons: new SeasonRepository(db),
    leagues: new LeagueRepository(db),
    payouts: new PayoutRepository(db),
    tournaments: new TournamentRepository(db),
    exchange,
    scores: new ScoreRepository(db),
    seasonLadder: (season) => new RedisLadder(redis, `vh:season:${season}`),
    content,
    logger,
  };
}
