/** What players and admins read of leagues: my cohort and zones, my history, tiers, weeks, cohorts. */
import { NotFoundError, requireAdmin, requireViewer, type Caller } from '@vh/kit';
import type { AnalyticsDeps } from '../deps';
import { checkedInteger } from '../useCases/ladders';
import type { CohortStanding, MemberRow, TierRow, WeekRow } from './leagueRepository';
import { ensureWeekHolding } from './leagueWeeks';
import { outcomeOf, type Outcome } from './rules';

const HISTORY_DEFAULT = 12;
const HISTORY_MAX = 52;
const MAX_ID = 2 ** 31 - 1;

export type Zone = 'PROMOTION' | 'STAY' | 'DEMOTION';
const ZONES: Record<Outcome, Zone> = { promoted: 'PROMOTION', stayed: 'STAY', demoted: 'DEMOTION' };

export interface StandingView {
  rank: number;
  userId: string;
  name: string;
  avatarImageId: number | null;
  points: number;
  reachedAt: number | null;
  zone: Zone;
}

/** Standings of a cohort of `tier` with each place's zone (the rules that the results will apply). */
function withZones(rows: readonly CohortStanding[], tier: TierRow, topTier: number): StandingView[] {
  return rows.map((row) => ({
    rank: row.rank,
    userId: row.user_id,
    name: row.name,
    avatarImageId: row.avatar_image_id,
    points: row.points,
    reachedAt: row.points_at ? row.points_at.getTime() : null,
    zone: ZONES[outcomeOf(row.rank, rows.length, tier, topTier)],
  }));
}

async function tierTable(deps: AnalyticsDeps) {
  const tiers = await deps.leagues.tiers();
  return {
    byTier: new Map(tiers.map((tier) => [tier.tier, tier])),
    top: Math.max(...tiers.map((t) => t.tier)),
  };
}

/** A week's result for a member, once written; with the payout's state. */
async function resultOf(deps: AnalyticsDeps, member: MemberRow) {
  if (member.rank === null || member.outcome === null || member.next_tier === null) return null;
  const payout = await deps.payouts.find('league', member.week, member.user_id);
  return {
    rank: member.rank,
    outcome: member.outcome,
    nextTier: member.next_tier,
    rewardCurrency: payout?.currency ?? null,
    rewardCurrencyAmount: payout?.currency_amount ?? 0,
    rewardItemId: payout?.item_id ?? null,
    rewardItemAmount: payout?.item_amount ?? 0,
    paid: payout ? payout.paid_at !== null : true,
  };
}

async function weekOrCurrent(deps: AnalyticsDeps, week: number | null | undefined): Promise<WeekRow> {
  if (week === null || week === undefined) {
    const now = new Date();
    await ensureWeekHolding(deps, now);
    return (await deps.leagues.holding(now))!;
  }
  const row = await deps.leagues.find(checkedInteger(week, 'week', 1, MAX_ID));
  if (!row) throw new NotFoundError(`League week ${week} not found`);
  return row;
}

export async function myLeague(deps: AnalyticsDeps, caller: Caller, weekId: number | null | undefined) {
  const viewer = requireViewer(caller.viewer);
  const week = await weekOrCurrent(deps, weekId);
  const membership = await deps.leagues.membership(week.id, viewer.userId);
  if (!membership) return null;
  const { byTier, top } = await tierTable(deps);
  const tier = byTier.get(membership.member.tier)!;
  const standings = withZones(await deps.leagues.cohortStandings(membership.cohort.id), tier, top);
  const settings = await deps.leagues.settings();
  return {
    week,
    tier,
    cohortId: membership.cohort.id,
    activityMin: membership.cohort.activity_min,
    activityMax: membership.cohort.activity_max,
    me: standings.find((row) => row.userId === viewer.userId) ?? null,
    standings,
    todayPoints: await deps.leagues.todayPoints(week.id, viewer.userId, new Date()),
    settings,
    result: await resultOf(deps, membership.member),
  };
}

export async function myLeagueHistory(deps: AnalyticsDeps, caller: Caller, limit: number | null | undefined) {
  const viewer = requireViewer(caller.viewer);
  const checked = checkedInteger(limit ?? HISTORY_DEFAULT, 'limit', 1, HISTORY_MAX);
  const members = await deps.leagues.history(viewer.userId, checked);
  return Promise.all(
    members.map(async ({ member, week }) => ({
      week,
      tier: member.tier,
      points: member.points,
      result: await resultOf(deps, member),
    })),
  );
}

export async function leagueTiers(deps: AnalyticsDeps, caller: Caller) {
  requireViewer(caller.viewer);
  return deps.leagues.tiers();
}

export async function leagueSettings(deps: AnalyticsDeps, caller: Caller) {
  requireViewer(caller.viewer);
  return deps.leagues.settings();
}

export async function leagueWeeks(deps: AnalyticsDeps, caller: Caller, limit: number | null | undefined) {
  requireAdmin(caller.viewer);
  await ensureWeekHolding(deps, new Date());
  return deps.leagues.list(checkedInteger(limit ?? HISTORY_DEFAULT, 'limit', 1, HISTORY_MAX));
}

export async function leagueCohorts(
  deps: AnalyticsDeps,
  caller: Caller,
  week: number,
  tier: number | null | undefined,
) {
  requireAdmin(caller.viewer);
  const { byTier, top } = await tierTable(deps);
  const cohorts = await deps.leagues.cohorts(
    checkedInteger(week, 'week', 1, MAX_ID),
    tier === null || tier === undefined ? null : checkedInteger(tier, 'tier', 1, MAX_ID),
  );
  return Promise.all(
    cohorts.map(async (cohort) => ({
      id: cohort.id,
      week: cohort.week,
      tier: cohort.tier,
      size: cohort.size,
      activityMin: cohort.activity_min,
      activityMax: cohort.activity_max,
      standings: withZones(await deps.leagues.cohortStandings(cohort.id), byTier.get(cohort.tier)!, top),
    })),
  );
}
