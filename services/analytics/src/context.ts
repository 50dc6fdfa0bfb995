import DataLoader from 'dataloader';
import type { BaseContext } from '@vh/kit';
import type { AnalyticsDeps } from './deps';
import type { Ranks } from './ladder/redisLadder';
import type { Placement } from './seasons/scoreRepository';
import { placementsOf } from './seasons/seasonQueries';
import { ranksOf } from './useCases/ladders';

export interface AnalyticsContext extends BaseContext {
  deps: AnalyticsDeps;
  /** Per request: ladder places of users (an admin user list asks for many). */
  ranks: DataLoader<string, Ranks>;
  /** Per request: final places in archived seasons. */
  placements: DataLoader<string, Placement[]>;
}

export function buildAnalyticsContext(base: BaseContext, deps: AnalyticsDeps): AnalyticsContext {
  return {
    ...base,
    deps,
    ranks: new DataLoader((userIds: readonly string[]) => ranksOf(deps, userIds)),
    placements: new DataLoader((userIds: readonly string[]) => placementsOf(deps, userIds)),
  };
}
