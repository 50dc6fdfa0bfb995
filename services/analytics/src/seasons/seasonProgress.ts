/**
 * The consumer's part of seasons: each batch's progress points are logged and folded into the
 * open seasons' scores, in the batch's transaction, and the touched players are placed on the
 * seasons' ladders in Redis (also after a ban, an unban or a deletion: a ban's reach is recomputed).
 */
import type { Knex } from '@vh/kit';
import type { AnalyticsDeps } from '../deps';
import { windowOf, type SeasonRow } from './seasonRepository';
import { foldPoints, type ProgressPoint } from './score';

/**
 * Up to when this process knows seasons exist: batches before it skip the query. An end-now creates
 * the next season at once, so a season always holds what is before it; a point past every open
 * season (applySeasonProgress) forgets it and retries its batch.
 */
let seasonsKnownUntilMs = 0;

/** Forgets what this process knows of the seasons (a test that empties the tables calls it). */
export function forgetKnownSeasons(): void {
  seasonsKnownUntilMs = 0;
}

/** Makes sure a season holds the newest progress of a batch (before its transaction takes locks). */
export async function ensureSeasonsFor(deps: AnalyticsDeps, instants: readonly Date[]): Promise<void> {
  if (instants.length === 0) return;
  const newest = Math.max(...instants.map((at) => at.getTime()));
  if (newest < seasonsKnownUntilMs) return;
  seasonsKnownUntilMs = (await deps.seasons.ensureHolding(new Date(newest))).getTime();
}

/**
 * Folds each player's points (any order; newer than analytics' copy of the player only) into the
 * open seasons. Runs before the lifetime totals are written: they are each score's base.
 */
export async function applySeasonProgress(
  deps: AnalyticsDeps,
  trx: Knex.Transaction,
  open: readonly SeasonRow[],
  pointsByUser: ReadonlyMap<string, readonly ProgressPoint[]>,
): Promise<void> {
  if (pointsByUser.size === 0) return;
  const seasons = open.map((row) => ({ number: row.number, window: windowOf(row) }));
  const openUntilMs = Math.max(0, ...seasons.map((season) => season.window.endsAtMs));
  const newest = Math.max(...[...pointsByUser.values()].flat().map((point) => point.occurredAt.getTime()));
  if (newest >= openUntilMs) {
    seasonsKnownUntilMs = 0;
    throw new Error('no open season holds a progress event yet: the batch is retried once it exists');
  }
  const userIds = [...pointsByUser.keys()].sort();
  const lifetime = await deps.scores.lifetime(trx, userIds);
  const held = await deps.scores.held(
    trx,
    seasons.map((season) => season.number),
    userIds,
  );
  const logged = [];
  const saved = [];
  for (const userId of userIds) {
    const known = lifetime.get(userId) ?? { xp: 0, coolness: 0, version: -1 };
    const fresh = [...pointsByUser.get(userId)!]
      .filter((point) => point.version > known.version)
      .sort((a, b) => a.version - b.version);
    logged.push(...fresh.map((point) => ({ ...point, userId })));
    const changed = foldPoints(seasons, held.get(userId) ?? new Map(), known, fresh);
    for (const [season, score] of changed) saved.push({ season, userId, score });
  }
  await deps.scores.log(trx, logged);
  await deps.scores.save(trx, saved);
}

/** Places players as PostgreSQL now holds them on every open season's ladders. */
export async function placeOnSeasonLadders(
  deps: AnalyticsDeps,
  trx: Knex.Transaction,
  open: readonly SeasonRow[],
  userIds: readonly string[],
): Promise<void> {
  if (userIds.length === 0) return;
  for (const season of open) {
    const rows = await deps.scores.ladderRows(trx, season.number, { userIds });
    await deps.seasonLadder(season.number).placeAll(rows);
  }
}
