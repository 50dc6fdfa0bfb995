import { graphql } from '../__generated__';
import type { AdminSeasonsQuery } from '../__generated__/graphql';

export const ADMIN_SEASON_FIELDS = graphql(`
  fragment AdminSeasonFields on Season {
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

export const SEASON_SCHEDULE = graphql(`
  query AdminSeasonSchedule {
    seasonSchedule {
      anchor
      lengthDays
    }
  }
`);

export const UPDATE_SEASON_SCHEDULE = graphql(`
  mutation AdminUpdateSeasonSchedule($anchor: Int!, $lengthDays: Int!) {
    updateSeasonSchedule(anchor: $anchor, lengthDays: $lengthDays) {
      anchor
      lengthDays
    }
  }
`);

/** Seasons newest first (`before`: older ones); the live one too, which the list may not hold yet. */
export const SEASONS = graphql(`
  query AdminSeasons($limit: Int!, $before: Int) {
    currentSeason {
      ...AdminSeasonFields
    }
    seasons(limit: $limit, before: $before) {
      ...AdminSeasonFields
    }
  }
`);

export const END_SEASON_NOW = graphql(`
  mutation AdminEndSeasonNow($number: Int!) {
    endSeasonNow(number: $number) {
      ...AdminSeasonFields
    }
  }
`);

/** A page of any season's standings: live until archived, then final. */
export const SEASON_STANDINGS = graphql(`
  query AdminSeasonStandings($season: Int!, $kind: LadderKind!, $offset: Int!, $limit: Int!) {
    seasonLadder(season: $season, kind: $kind, offset: $offset, limit: $limit) {
      total
      rows {
        rank
        userId
        name
        score
        reachedAt
      }
    }
  }
`);

export type AdminSeason = AdminSeasonsQuery['seasons'][number];
