import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { SetContextLink } from '@apollo/client/link/context';
import { CLIENT_VERSION, appKey } from './clientConfig';
import { PREVIEW_HEADER, previewRelease } from './preview';
import { isAdminToken, logout, storedToken } from './token';

/**
 * Every call carries the application key and version; signed-in calls add the bearer token, and a
 * tab previewing a release names it.
 */
const headers = new SetContextLink((previous) => {
  const token = storedToken();
  // An admin's only: a preview link opened by anyone else changes nothing (the gateway would refuse).
  const preview = token && isAdminToken(token) ? previewRelease() : null;
  return {
    headers: {
      ...previous.headers,
      'X-App-Key': appKey(),
      'X-App-Version': CLIENT_VERSION,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(preview ? { [PREVIEW_HEADER]: String(preview) } : {}),
    },
  };
});

/** Any 401 (an expired or revoked token) logs out: the token goes and the page reloads. */
const unauthorized = new ErrorLink(({ error }) => {
  const status = ServerError.is(error) ? error.statusCode : undefined;
  const unauthenticated =
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((entry) => entry.extensions?.code === 'UNAUTHENTICATED');
  if (status === 401 || unauthenticated) logout();
});

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([unauthorized, headers, new HttpLink({ uri: '/graphql' })]),
    cache: new InMemoryCache({
      typePolicies: {
        // Content entities are keyed by id; the player's view of them (ownedAmount) rides along.
        User: { keyFields: ['id'] },
        Query: { fields: { me: { merge: true } } },
      },
    }),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
