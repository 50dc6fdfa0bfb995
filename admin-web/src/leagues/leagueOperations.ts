import { graphql } from '../__generated__';
import type { AdminLeaguesQuery } from '../__generated__/graphql';

export const ADMIN_LEAGUES = graphql(`
  query AdminLeagues($limit: Int) {
    leagueTiers {
      tier
      name
      promote
      demote
      rewardPlaces
      rewardCurrency
      rewardCurrencyAmount
      rewardItemId
      rewardItemAmount
    }
    leagueSettings {
      winPoints
      drawPoints
      lossPoints
      dailyCap
    }
    leagueWeeks(limit: $limit) {
      id
      startsAt
      endsAt
      ended
      endedEarly
      placed
      resultsWritten
      paid
    }
  }
`);

export const ADMIN_LEAGUE_COHORTS = graphql(`
  query AdminLeagueCohorts($week: Int!) {
    leagueCohorts(week: $week) {
      id
      week
      tier
      size
      activityMin
      activityMax
      standings {
        rank
        userId
        name
        points
        zone
      }
    }
  }
`);

export const ADMIN_UPDATE_LEAGUE_TIER = graphql(`
  mutation AdminUpdateLeagueTier($input: LeagueTierInput!) {
    updateLeagueTier(input: $input) {
      tier
      name
      promote
      demote
      rewardPlaces
      rewardCurrency
      rewardCurrencyAmount
      rewardItemId
      rewardItemAmount
    }
  }
`);

export const ADMIN_UPDATE_LEAGUE_SETTINGS = graphql(`
  mutation AdminUpdateLeagueSettings($input: LeagueSettingsInput!) {
    updateLeagueSettings(input: $input) {
      winPoints
      drawPoints
      lossPoints
      dailyCap
    }
  }
`);

export const ADMIN_END_LEAGUE_WEEK_NOW = graphql(`
  mutation AdminEndLeagueWeekNow($id: Int!) {
    endLeagueWeekNow(id: $id) {
      id
      ended
      endedEarly
    }
  }
`);

export type AdminLeagueTier = AdminLeaguesQuery['leagueTiers'][number];
export type AdminLeagueWeek = AdminLeaguesQuery['leagueWeeks'][number];
