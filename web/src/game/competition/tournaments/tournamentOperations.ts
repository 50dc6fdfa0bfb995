import { graphql } from '../../../__generated__';
import type {
  CompetitionTournamentQuery,
  CompetitionTournamentsQuery,
  MyTournamentsQuery,
} from '../../../__generated__/graphql';

/** Every visible tournament with its phase and the player's entry, for the list. */
export const COMPETITION_TOURNAMENTS = graphql(`
  query CompetitionTournaments {
    tournaments {
      id
      name
      startsAt
      endsAt
      closesAt
      phase
      registered
      maxPlayers
      minXp
      myEntry {
        rank
        points
      }
    }
  }
`);

/** One tournament: its rules, the player's entry and the results state. */
export const COMPETITION_TOURNAMENT = graphql(`
  query CompetitionTournament($id: Int!) {
    tournament(id: $id) {
      id
      name
      flavorText
      imageId
      startsAt
      endsAt
      closesAt
      endedEarly
      phase
      registered
      resultsWritten
      maxPlayers
      minXp
      myEntry {
        rank
        points
        registeredAt
      }
      pointTable {
        enemyId
        points
        enemyIdRef {
          id
          name
        }
      }
      prizes {
        rankFrom
        rankTo
        itemId
        itemAmount
        currency
        currencyAmount
        itemIdRef {
          id
          name
        }
      }
    }
  }
`);

/** A page of a tournament's standings. */
export const TOURNAMENT_STANDINGS_PAGE = graphql(`
  query TournamentStandingsPage($id: Int!, $offset: Int!, $limit: Int!) {
    tournament(id: $id) {
      id
      standings(offset: $offset, limit: $limit) {
        offset
        total
        final
        rows {
          ...StandingFields
        }
      }
    }
  }
`);

/** The player's place in a tournament and the players around it. */
export const TOURNAMENT_STANDINGS_AROUND_ME = graphql(`
  query TournamentStandingsAroundMe($id: Int!, $radius: Int!) {
    tournament(id: $id) {
      id
      standingsAroundMe(radius: $radius) {
        total
        me {
          ...StandingFields
        }
        rows {
          ...StandingFields
        }
      }
    }
  }
`);

export const REGISTER_FOR_TOURNAMENT = graphql(`
  mutation RegisterForTournament($id: Int!) {
    registerForTournament(id: $id) {
      id
      registered
      myEntry {
        rank
        points
        registeredAt
      }
    }
  }
`);

/** The tournaments the player registered for, newest first, with their prizes. */
export const MY_TOURNAMENTS = graphql(`
  query MyTournaments($limit: Int) {
    myTournaments(limit: $limit) {
      tournament {
        id
        name
        startsAt
        endsAt
        closesAt
        phase
        resultsWritten
      }
      points
      rank
      prizeItemId
      prizeItemAmount
      prizeCurrency
      prizeCurrencyAmount
      prizePaid
    }
  }
`);

export type TournamentListEntry = CompetitionTournamentsQuery['tournaments'][number];
export type TournamentDetail = CompetitionTournamentQuery['tournament'];
export type MyTournament = MyTournamentsQuery['myTournaments'][number];
