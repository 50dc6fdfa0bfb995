import { graphql } from '../../../__generated__';
import type { CompetitionSeasonsQuery, MySeasonHistoryQuery } from '../../../__generated__/graphql';

export const SEASON_FIELDS = graphql(`
  fragment SeasonFields on Season {
    number
    startsAt
    endsAt
    ended
    endedEarly
    archived
    xpPlayers
    coolnessPlayers
  }
`);

export const STANDING_FIELDS = graphql(`
  fragment StandingFields on Standing {
    rank
    userId
    name
    avatarImageId
    score
  }
`);

/** The live season and the list the picker offers, newest first (`before` reads older ones). */
export const COMPETITION_SEASONS = graphql(`
  query CompetitionSeasons($limit: Int!, $before: Int) {
    currentSeason {
      ...SeasonFields
    }
    seasons(limit: $limit, before: $before) {
      ...SeasonFields
    }
  }
`);

/** A page of a season's ladder: live until the season is archived, then its final standings. */
export const SEASON_LADDER_PAGE = graphql(`
  query SeasonLadderPage($season: Int!, $kind: LadderKind!, $offset: Int!, $limit: Int!) {
    seasonLadder(season: $season, kind: $kind, offset: $offset, limit: $limit) {
      offset
      total
      rows {
        ...StandingFields
      }
    }
  }
`);

/** The player's place on a season's ladder and the players around it, in one read. */
export const SEASON_LADDER_AROUND_ME = graphql(`
  query SeasonLadderAroundMe($season: Int!, $kind: LadderKind!, $radius: Int!) {
    seasonLadderAroundMe(season: $season, kind: $kind, radius: $radius) {
      total
      me {
        ...StandingFields
      }
      rows {
        ...StandingFields
      }
    }
  }
`);

/** The player's final places, and whether any season has ended yet (for the empty history's text). */
export const MY_SEASON_HISTORY = graphql(`
  query MySeasonHistory {
    me {
      id
      seasonPlacements {
        season
        kind
        rank
        score
        of
        startsAt
        endsAt
      }
    }
    seasons(limit: 3) {
      number
      ended
    }
  }
`);

export type Season = CompetitionSeasonsQuery['seasons'][number];
export type SeasonPlacement = NonNullable<MySeasonHistoryQuery['me']>['seasonPlacements'][number];

/** One season by its number, for a link to one older than the picker's list. */
export const SEASON_BY_NUMBER = graphql(`
  query CompetitionSeason($before: Int!) {
    seasons(limit: 1, before: $before) {
      ...SeasonFields
    }
  }
`);
