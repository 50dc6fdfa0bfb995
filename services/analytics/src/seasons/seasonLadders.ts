/**
 * A live season's ladders in Redis, rebuilt from PostgreSQL's scores when Redis lost them (as the
 * lifetime ladders are), once at a time across replicas.
 */
import type { AnalyticsDeps } from '../deps';
import { rebuildOnce } from '../useCases/ladders';

const PAGE = 1000;

export async function ensureSeasonLadder(deps: AnalyticsDeps, season: number): Promise<void> {
  const ladder = deps.seasonLadder(season);
  await rebuildOnce(ladder, `season ${season}`, deps, async function* () {
    for (let after: string | undefined; ;) {
      const rows = await deps.scores.ladderRows(deps.db, season, { after, limit: PAGE });
      if (rows.length === 0) return;
      yield rows;
      after = rows[rows.length - 1]!.user_id;
    }
  });
  // An archive that ran meanwhile dropped the keys before this rebuild wrote them: drop them again.
  if ((await deps.seasons.find(season))?.archived_at) await ladder.drop();
}
