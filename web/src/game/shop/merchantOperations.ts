import { graphql } from '../../__generated__';

/** A merchant's tabs and wares; the server sends every tab's items in the order to show. */
export const MERCHANT_STOCK = graphql(`
  query MerchantStock($key: MerchantKey!) {
    merchant(key: $key) {
      ...MerchantFields
      key
      tabs {
        itemTypes
        quantities
        items {
          ...ItemFields
        }
      }
    }
  }
`);

/** Buys or crafts; the idempotency key makes a retried request apply once. */
export const BUY_ITEM = graphql(`
  mutation MerchantBuyItem($itemId: Int!, $amount: Int!, $idempotencyKey: String) {
    buySell(itemId: $itemId, amount: $amount, idempotencyKey: $idempotencyKey) {
      success
      message
    }
  }
`);
