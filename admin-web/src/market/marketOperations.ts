import { graphql } from '../__generated__';

/** The market's admin part (docs/market.md#operators): its rules, halts and trades. */

export const ADMIN_MARKET = graphql(`
  query AdminMarket {
    marketSettings {
      taxPercent
      baseSlots
      subscriberSlots
      halted
      haltedItemIds
    }
    marketItems {
      item {
        id
        name
      }
      bestBid
      bestAsk
      lastPrice
      volume24h
      halted
    }
  }
`);

export const ADMIN_MARKET_TRADES = graphql(`
  query AdminMarketTrades($itemId: Int, $limit: Int, $before: ID) {
    marketAdminTrades(itemId: $itemId, limit: $limit, before: $before) {
      id
      item {
        id
        name
      }
      quantity
      price
      tax
      buyerId
      sellerId
      takerSide
      at
    }
  }
`);

export const ADMIN_SET_MARKET_SETTINGS = graphql(`
  mutation AdminSetMarketSettings($input: MarketSettingsInput!) {
    setMarketSettings(input: $input) {
      taxPercent
      baseSlots
      subscriberSlots
    }
  }
`);

export const ADMIN_SET_MARKET_HALTED = graphql(`
  mutation AdminSetMarketHalted($halted: Boolean!) {
    setMarketHalted(halted: $halted) {
      halted
    }
  }
`);

export const ADMIN_SET_MARKET_ITEM_HALTED = graphql(`
  mutation AdminSetMarketItemHalted($itemId: Int!, $halted: Boolean!) {
    setMarketItemHalted(itemId: $itemId, halted: $halted) {
      haltedItemIds
    }
  }
`);
