import { graphql } from '../../__generated__';

/** Per currency, what came in and went out over the last `days` days, by source. */
export const MY_CURRENCY_FLOW = graphql(`
  query MyCurrencyFlow($days: Int!) {
    me {
      id
      currencyFlow(days: $days) {
        currency
        name
        imageId
        balance
        balanceBefore
        credited
        debited
        sources {
          source
          credited
          debited
          changes
        }
      }
    }
  }
`);

/** A page of the player's own ledger, newest first. */
export const MY_CURRENCY_LEDGER = graphql(`
  query MyCurrencyLedger($filter: CurrencyLedgerFilter, $after: String, $limit: Int) {
    myCurrencyLedger(filter: $filter, after: $after, limit: $limit) {
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
`);
