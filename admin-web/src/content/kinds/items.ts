import { graphql } from '../../__generated__';
import type { AdminResource } from '../../data/resource';

const ITEM_CHOICES = graphql(`
  query AdminItemChoices {
    items {
      id
      name
      imageId
      type
    }
  }
`);

/**
 * Items as reference data only (the user editor's inventory picker, the rank's reward item); the
 * item editor is still to come.
 */
export const itemsResource: AdminResource = {
  async list(client) {
    const { data } = await client.query({ query: ITEM_CHOICES, fetchPolicy: 'network-only' });
    return [...(data?.items ?? [])];
  },
  async one(client, id) {
    const found = (await this.list(client, {})).find((item) => String(item.id) === String(id));
    if (!found) throw new Error(`No item with id ${id}`);
    return found;
  },
};
