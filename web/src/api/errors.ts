import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The spec's generic failure text for any non-OK answer other than 401. */
export const GENERIC_FAILURE = 'Network response was not ok';

/** A user-facing message: a GraphQL error's own message (the documented one), else the generic text. */
export function failureMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error) && error.errors[0]?.message) return error.errors[0].message;
  return GENERIC_FAILURE;
}
