/**
 * The season job (every replica runs it; each period on one, and the work is safe twice): rolls the
 * calendar over even when nobody hunts, archives each ended season once its grace has passed (late
 * events of its window are still counted until then), prunes the progress log after an archive, and
 * compacts the open seasons' log hourly.
 */
import type { AnalyticsDeps } from '../deps';

/** How often a replica compacts the open seasons' progress log (a season's log grows with its hunts). */
const COMPACT_EVERY_MS = 3_600_000;
let compactedAt = 0;

/** Compacts the progress log of every open season (the recomputation stays exact: scoreRepository). */
export async function compactOpenSeasons(deps: AnalyticsDeps): Promise<number> {
  let deleted = 0;
  for (const season of await deps.seasons.openRows()) {
    deleted += await deps.scores.compactLog({ startsAt: season.starts_at, endsAt: season.ends_at });
  }
  return deleted;
}

export async function runSeasonJob(deps: AnalyticsDeps, graceMs: number, now = new Date()): Promise<void> {
  await deps.seasons.ensureHolding(now);
  if (now.getTime() - compactedAt >= COMPACT_EVERY_MS) {
    compactedAt = now.getTime();
    const deleted = await compactOpenSeasons(deps);
    deps.logger.info({ deleted }, 'progress log compacted');
  }
  let archived = false;
  for (const due of await deps.seasons.dueForArchive(now, graceMs)) {
    archived = (await archiveSeason(deps, due.number)) || archived;
  }
  if (!archived) return;
  const oldestOpen = await deps.seasons.oldestOpen();
  if (oldestOpen) await deps.scores.pruneLog(oldestOpen.starts_at);
}

/** Writes a season's final standings exactly once (under its row lock), then forgets its live state. */
export async function archiveSeason(deps: AnalyticsDeps, number: number): Promise<boolean> {
  const archived = await deps.db.transaction(async (trx) => {
    const season = await deps.seasons.lock(trx, number);
    if (!season || season.archived_at) return false;
    const xp = await deps.scores.archive(trx, number, 'xp');
    const coolness = await deps.scores.archive(trx, number, 'coolness');
    await deps.seasons.markArchived(trx, number, { xp, coolness });
    await deps.scores.dropScores(trx, number);
    deps.logger.info({ season: number, xp, coolness }, 'season archived');
    return true;
  });
  await deps.seasonLadder(number).drop();
  return archived;
}
