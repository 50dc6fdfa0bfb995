import { graphql } from '../__generated__';

/** A page of a player's currency ledger (the game answers admins for any player). */
export const PLAYER_LEDGER = graphql(`
  query AdminPlayerLedger($id: ID!, $filter: CurrencyLedgerFilter, $after: String, $limit: Int) {
    user(id: $id) {
      id
      currencyLedger(filter: $filter, after: $after, limit: $limit) {
        entries {
          id
          currency
          delta
          balanceAfter
          source
          reference
          at
        }
        nextCursor
      }
    }
  }
`);
