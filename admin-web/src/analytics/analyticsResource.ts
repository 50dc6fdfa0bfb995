import type { ApolloClient } from '@apollo/client';
import type { AdminResource } from '../data/resource';
import { ANALYTICS_RECORDS } from './analyticsOperations';
import { RECORD_LIMIT, analyticsEntries, type AnalyticsEntry } from './analyticsRecord';

async function entries(client: ApolloClient): Promise<AnalyticsEntry[]> {
  const { data } = await client.query({
    query: ANALYTICS_RECORDS,
    variables: { limit: RECORD_LIMIT },
    fetchPolicy: 'network-only',
  });
  if (!data) throw new Error('The server sent no analytics records');
  return analyticsEntries(data);
}

/**
 * The read-only daily records (spec 002 section 2.10). The server has no query for one record, so a
 * record is read from the list: records are small and a year of them is one answer.
 */
export const analyticsResource: AdminResource = {
  list: (client) => entries(client),
  async one(client, id) {
    const found = (await entries(client)).find((entry) => String(entry.id) === String(id));
    if (!found) throw new Error(`No analytics record with id ${id}`);
    return found;
  },
};
