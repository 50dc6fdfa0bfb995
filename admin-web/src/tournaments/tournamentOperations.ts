import { graphql } from '../__generated__';

/** A tournament's runtime state (analytics') and a page of its standings, for its detail panel. */
export const ADMIN_TOURNAMENT_STANDINGS = graphql(`
  query AdminTournamentStandings($id: Int!, $offset: Int!, $limit: Int!) {
    tournament(id: $id) {
      id
      phase
      closesAt
      endedEarly
      registered
      resultsWritten
      maxPlayers
      standings(offset: $offset, limit: $limit) {
        offset
        total
        final
        rows {
          rank
          userId
          name
          score
        }
      }
    }
  }
`);

export const ADMIN_END_TOURNAMENT_NOW = graphql(`
  mutation AdminEndTournamentNow($id: Int!) {
    endTournamentNow(id: $id) {
      id
      phase
      closesAt
      endedEarly
    }
  }
`);
