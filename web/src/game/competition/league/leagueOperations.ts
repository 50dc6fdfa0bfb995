import { graphql } from '../../../__generated__';
import type { MyLeagueQuery, MyLeagueHistoryQuery } from '../../../__generated__/graphql';

export const LEAGUE_STANDING_FIELDS = graphql(`
  fragment LeagueStandingFields on LeagueStanding {
    rank
    userId
    name
    avatarImageId
    points
    reachedAt
    zone
  }
`);

export const LEAGUE_RESULT_FIELDS = graphql(`
  fragment LeagueResultFields on LeagueResult {
    rank
    outcome
    nextTier
    rewardCurrency
    rewardCurrencyAmount
    rewardItemId
    rewardItemAmount
    paid
  }
`);

/** The signed-in player's cohort of this week (null: not placed), with the tiers for their names. */
export const MY_LEAGUE = graphql(`
  query MyLeague {
    myLeague {
      week {
        id
        startsAt
        endsAt
        ended
        endedEarly
        placed
        resultsWritten
        paid
      }
      tier {
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
      cohortId
      activityMin
      activityMax
      me {
        ...LeagueStandingFields
      }
      standings {
        ...LeagueStandingFields
      }
      todayPoints
      settings {
        winPoints
        drawPoints
        lossPoints
        dailyCap
      }
      result {
        ...LeagueResultFields
      }
    }
    leagueTiers {
      tier
      name
    }
  }
`);

/** The player's past weeks, newest first. */
export const MY_LEAGUE_HISTORY = graphql(`
  query MyLeagueHistory($limit: Int) {
    myLeagueHistory(limit: $limit) {
      week {
        id
        startsAt
        endsAt
        ended
        endedEarly
        paid
      }
      tier
      points
      result {
        ...LeagueResultFields
      }
    }
    leagueTiers {
      tier
      name
    }
  }
`);

export type MyLeague = NonNullable<MyLeagueQuery['myLeague']>;
export type LeagueHistoryEntry = MyLeagueHistoryQuery['myLeagueHistory'][number];
