/** What players read of seasons: the seasons, a season's ladder page, their neighbourhood, placements. */
import { NotFoundError, requireViewer, type Caller } from '@vh/kit';
import { pageAround } from '../competition/shared';
import type { AnalyticsDeps } from '../deps';
import type { LadderKind } from '../domain/ladderOrder';
import type { Neighbourhood, Standing } from '../ladder/redisLadder';
import { checkedInteger, checkedRadius } from '../useCases/ladders';
import type { ArchivedStanding, Placement } from './scoreRepository';
import { ensureSeasonLadder } from './seasonLadders';
import type { SeasonRow } from './seasonRepository';

export const SEASON_PAGE_DEFAULT = 50;
export const SEASON_PAGE_MAX = 100;
export const SEASONS_LIST_DEFAULT = 20;
export const SEASONS_LIST_MAX = 50;
/** Far beyond any ladder this game will have; bounds the offset a client may ask for. */
const MAX_OFFSET = 10_000_000;

export interface SeasonView {
  row: SeasonRow;
  ended: boolean;
}

const viewOf = (row: SeasonRow, now = Date.now()): SeasonView => ({
  row,
  ended: row.ends_at.getTime() <= now,
});

const standingOf = (row: ArchivedStanding): Standing => ({
  rank: row.rank,
  userId: row.user_id,
  name: row.name,
  avatarImageId: row.avatar_image_id,
  score: row.score,
  reachedAt: row.reached_at ? row.reached_at.getTime() : 0,
});

/** The season holding now, created on first need (the schedule decides its window). */
export async function currentSeason(deps: AnalyticsDeps, caller: Caller): Promise<SeasonView> {
  requireViewer(caller.viewer);
  const now = new Date();
  await deps.seasons.ensureHolding(now);
  return viewOf((await deps.seasons.holding(now))!);
}

export async function listSeasons(
  deps: AnalyticsDeps,
  caller: Caller,
  limit: number | null | undefined,
  before: number | null | undefined,
): Promise<SeasonView[]> {
  requireViewer(caller.viewer);
  const checkedLimit = checkedInteger(limit ?? SEASONS_LIST_DEFAULT, 'limit', 1, SEASONS_LIST_MAX);
  const checkedBefore =
    before === null || before === undefined ? null : checkedInteger(before, 'before', 1, 2 ** 31 - 1);
  await deps.seasons.ensureHolding(new Date());
  return (await deps.seasons.list(checkedLimit, checkedBefore)).map((row) => viewOf(row));
}

/** The season numbered `number`, or the current one when absent; 404 for a season that never was. */
async function seasonOrCurrent(deps: AnalyticsDeps, caller: Caller, number: number | null | undefined) {
  if (number === null || number === undefined) return currentSeason(deps, caller);
  requireViewer(caller.viewer);
  const row = await deps.seasons.find(checkedInteger(number, 'season', 1, 2 ** 31 - 1));
  if (!row) throw new NotFoundError(`Season ${number} not found`);
  return viewOf(row);
}

/** Ranked players on a season's ladder: final once archived, live before. */
export async function seasonPlayers(
  deps: AnalyticsDeps,
  season: SeasonRow,
  kind: LadderKind,
): Promise<number> {
  if (season.archived_at) return (kind === 'xp' ? season.xp_players : season.coolness_players) ?? 0;
  await ensureSeasonLadder(deps, season.number);
  return deps.seasonLadder(season.number).count(kind);
}

export async function seasonLadderPage(
  deps: AnalyticsDeps,
  caller: Caller,
  args: { season?: number | null; kind: LadderKind; offset: number; limit?: number | null },
) {
  const season = await seasonOrCurrent(deps, caller, args.season);
  const offset = checkedInteger(args.offset, 'offset', 0, MAX_OFFSET);
  const limit = checkedInteger(args.limit ?? SEASON_PAGE_DEFAULT, 'limit', 1, SEASON_PAGE_MAX);
  const { row } = season;
  const rows = row.archived_at
    ? (await deps.scores.archivedPage(row.number, args.kind, offset, limit)).map(standingOf)
    : await liveStandings(deps, row.number, args.kind, offset, limit);
  return { season, kind: args.kind, offset, total: await seasonPlayers(deps, row, args.kind), rows };
}

async function liveStandings(
  deps: AnalyticsDeps,
  season: number,
  kind: LadderKind,
  offset: number,
  limit: number,
) {
  await ensureSeasonLadder(deps, season);
  return deps.seasonLadder(season).standings(kind, offset, limit);
}

/** The signed-in player's place on a season's ladder and `radius` places each side. */
export async function seasonLadderAroundMe(
  deps: AnalyticsDeps,
  caller: Caller,
  args: { season?: number | null; kind: LadderKind; radius?: number | null },
): Promise<Neighbourhood> {
  const { row } = await seasonOrCurrent(deps, caller, args.season);
  const radius = checkedRadius(args.radius);
  const userId = caller.viewer!.userId;
  if (!row.archived_at) {
    await ensureSeasonLadder(deps, row.number);
    return deps.seasonLadder(row.number).around(args.kind, userId, radius);
  }
  const rank = await deps.scores.archivedPlace(row.number, args.kind, userId);
  const { first, count } = pageAround(rank, radius);
  const rows = (await deps.scores.archivedPage(row.number, args.kind, first, count)).map(standingOf);
  return {
    me: rows.find((standing) => standing.userId === userId && rank !== null) ?? null,
    rows,
    total: await seasonPlayers(deps, row, args.kind),
  };
}

/** Final places in archived seasons, for many users at once (a request's DataLoader). */
export function placementsOf(deps: AnalyticsDeps, userIds: readonly string[]): Promise<Placement[][]> {
  return deps.scores.placements(userIds).then((byUser) => userIds.map((id) => byUser.get(id) ?? []));
}
