import { cappedRows, type Knex } from '@vh/kit';

/**
 * What analytics keeps of one player: the ladder record (its Redis ladders are made from it), the
 * days the player was active, the subscription and the purchases the daily records count.
 */
export async function readAnalyticsData(db: Knex, userId: string): Promise<Record<string, unknown>> {
  const mine = (table: string) => db(table).where({ user_id: userId });
  return {
    ladderRecord: (await mine('players').first()) ?? null,
    subscription: (await mine('subscriptions').first()) ?? null,
    activityDays: await cappedRows(mine('activity_days').select('day').orderBy('day', 'desc')),
    purchases: await cappedRows(mine('purchases').select('*').orderBy('day', 'desc')),
    seasonScores: await cappedRows(mine('season_players').select('*').orderBy('season', 'desc')),
    seasonPlacements: await cappedRows(mine('season_standings').select('*').orderBy('season', 'desc')),
    progressLog: await cappedRows(mine('progress_log').select('*').orderBy('progress_version', 'desc')),
    leagueWeeks: await cappedRows(mine('league_members').select('*').orderBy('week', 'desc')),
    leagueDays: await cappedRows(mine('league_days').select('*').orderBy('day', 'desc')),
    huntDays: await cappedRows(mine('hunt_days').select('*').orderBy('day', 'desc')),
    tournamentEntries: await cappedRows(
      mine('tournament_entries').select('*').orderBy('registered_at', 'desc'),
    ),
    competitionRewards: await cappedRows(mine('payouts').select('*').orderBy(['competition', 'ref'])),
  };
}
