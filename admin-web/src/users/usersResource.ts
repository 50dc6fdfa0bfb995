import { requireSuccess, type AdminResource } from '../data/resource';
import { DELETE_USER, SEARCH_USERS, UPDATE_USER, USER_FOR_EDITING } from './userOperations';
import { balancesOf, userChanges } from './userRecord';

/** The user editor's accounts: searched on the server (banned ones when asked), edited, deleted. */
export const usersResource: AdminResource = {
  async list(client, filter) {
    const { data } = await client.query({
      query: SEARCH_USERS,
      variables: {
        searchString: typeof filter.q === 'string' ? filter.q : '',
        includeBanned: filter.includeBanned === true,
      },
      fetchPolicy: 'network-only',
    });
    return [...(data?.searchUsers ?? [])];
  },
  async one(client, id) {
    const { data } = await client.query({
      query: USER_FOR_EDITING,
      variables: { id: String(id) },
      fetchPolicy: 'network-only',
    });
    if (!data) throw new Error(`No user with id ${id}`);
    const { currencies: held, ...user } = data.user;
    return { ...user, balances: balancesOf(held, data.currencies) };
  },
  async update(client, record) {
    const { data } = await client.mutate({ mutation: UPDATE_USER, variables: userChanges(record) });
    if (!data?.adminUpdatePlayer.success) throw new Error(data?.adminUpdatePlayer.message ?? 'Not saved');
    return this.one(client, record.id);
  },
  async remove(client, id) {
    const { data } = await client.mutate({ mutation: DELETE_USER, variables: { id: String(id) } });
    requireSuccess(data?.adminDeleteUser);
  },
};
