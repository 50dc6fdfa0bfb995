import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';

const ACTIVE_SUBSCRIPTION_LEVEL = graphql(`
  query ActiveSubscriptionLevel {
    activeSubscriptionLevel
  }
`);

/** Refetched by name after a payment completes and after a cancel. */
export const SUBSCRIPTION_LEVEL_QUERY = 'ActiveSubscriptionLevel';

/** The level when it could not be read (spec 001 section 4: "-1 on failure"). */
export const UNKNOWN_LEVEL = -1;

/**
 * The player's active subscription tier for the shop, the banner and the ad slots: 0 none, 1 Silver,
 * 2 Gold, 3 Platinum, -1 when the query failed, null while it loads. Read once from the cache: it only
 * changes through payments, which refetch it.
 */
export function useSubscriptionLevel(): number | null {
  const { data, error } = useQuery(ACTIVE_SUBSCRIPTION_LEVEL, { fetchPolicy: 'cache-first' });
  if (data) return data.activeSubscriptionLevel;
  return error ? UNKNOWN_LEVEL : null;
}
