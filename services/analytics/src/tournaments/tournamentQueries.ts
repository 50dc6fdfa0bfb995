/** What players read of tournaments: phase, registration, standings, history. */
import { requireViewer, type Caller } from '@vh/kit';
import { pageAround } from '../competition/shared';
import type { AnalyticsDeps } from '../deps';
import type { Neighbourhood, Standing } from '../ladder/redisLadder';
import { checkedInteger, checkedRadius } from '../useCases/ladders';
import { endOf, phaseOf } from './rules';
import { tournamentOf } from './tournamentActions';
import type { TournamentStanding } from './tournamentRepository';

const PAGE_DEFAULT = 50;
const PAGE_MAX = 100;
const HISTORY_DEFAULT = 20;
const HISTORY_MAX = 50;
const MAX_OFFSET = 10_000_000;

const seconds = (ms: number) => Math.floor(ms / 1000);

const standingOf = (row: TournamentStanding): Standing => ({
  rank: row.rank,
  userId: row.user_id,
  name: row.name,
  avatarImageId: row.avatar_image_id,
  score: row.points,
  reachedAt: row.points_at ? row.points_at.getTime() : 0,
});

/** The tournament's runtime state as the GraphQL entity answers it. */
export async function tournamentStatus(deps: AnalyticsDeps, caller: Caller, id: number) {
  requireViewer(caller.viewer);
  const tournament = tournamentOf(deps, id);
  const state = (await deps.tournaments.states([id])).get(id);
  const endedAt = state?.ended_at ?? null;
  return {
    phase: phaseOf(tournament, endedAt, Date.now()),
    closesAt: seconds(endOf(tournament, endedAt)),
    endedEarly: endedAt !== null && endedAt.getTime() < tournament.endsAt * 1000,
    registered: state?.registered ?? 0,
    resultsWritten: Boolean(state?.results_at),
  };
}

const isFinal = async (deps: AnalyticsDeps, id: number) =>
  Boolean((await deps.tournaments.states([id])).get(id)?.results_at);

export async function myEntry(deps: AnalyticsDeps, caller: Caller, id: number) {
  const viewer = requireViewer(caller.viewer);
  const entry = await deps.tournaments.entry(id, viewer.userId);
  if (!entry) return null;
  const final = await isFinal(deps, id);
  // Before the start nobody has a place yet: every entry has 0 points.
  const started = (await tournamentStatus(deps, caller, id)).phase !== 'UPCOMING';
  return {
    rank: final ? entry.rank : started ? await deps.tournaments.placeOf(id, viewer.userId, false) : null,
    points: entry.points,
    registeredAt: seconds(entry.registered_at.getTime()),
  };
}

export async function tournamentStandings(
  deps: AnalyticsDeps,
  caller: Caller,
  id: number,
  offsetArg: number,
  limitArg: number | null | undefined,
) {
  requireViewer(caller.viewer);
  const offset = checkedInteger(offsetArg, 'offset', 0, MAX_OFFSET);
  const limit = checkedInteger(limitArg ?? PAGE_DEFAULT, 'limit', 1, PAGE_MAX);
  const final = await isFinal(deps, id);
  return {
    offset,
    final,
    total: await deps.tournaments.rankedCount(id, final),
    rows: (await deps.tournaments.standings(id, final, offset, limit)).map(standingOf),
  };
}

export async function tournamentAroundMe(
  deps: AnalyticsDeps,
  caller: Caller,
  id: number,
  radiusArg: number | null | undefined,
): Promise<Neighbourhood> {
  const viewer = requireViewer(caller.viewer);
  const radius = checkedRadius(radiusArg);
  const final = await isFinal(deps, id);
  const rank = await deps.tournaments.placeOf(id, viewer.userId, final);
  const { first, count } = pageAround(rank, radius);
  const rows = (await deps.tournaments.standings(id, final, first, count)).map(standingOf);
  return {
    me: rank === null ? null : (rows.find((row) => row.userId === viewer.userId) ?? null),
    rows,
    total: await deps.tournaments.rankedCount(id, final),
  };
}

export async function myTournaments(
  deps: AnalyticsDeps,
  caller: Caller,
  limitArg: number | null | undefined,
) {
  const viewer = requireViewer(caller.viewer);
  const limit = checkedInteger(limitArg ?? HISTORY_DEFAULT, 'limit', 1, HISTORY_MAX);
  const entries = await deps.tournaments.history(viewer.userId, limit);
  return Promise.all(
    entries.map(async (entry) => {
      const prize = await deps.payouts.find('tournament', entry.tournament_id, viewer.userId);
      return {
        tournament: { id: entry.tournament_id },
        points: entry.points,
        rank: entry.rank,
        prizeItemId: prize?.item_id ?? null,
        prizeItemAmount: prize?.item_amount ?? 0,
        prizeCurrency: prize?.currency ?? null,
        prizeCurrencyAmount: prize?.currency_amount ?? 0,
        prizePaid: prize ? prize.paid_at !== null : true,
      };
    }),
  );
}
