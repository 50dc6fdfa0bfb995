import { graphql } from '../../__generated__';

export const MARKET_ITEMS = graphql(`
  query MarketItems {
    marketItems {
      item {
        id
        name
        imageId
      }
      bestBid
      bestAsk
      lastPrice
      volume24h
      halted
    }
    marketSettings {
      taxPercent
      baseSlots
      subscriberSlots
      priceMin
      priceMax
      quantityMin
      quantityMax
      orderLifetimeDays
    }
  }
`);

/** One item's book, last trades and chart. */
export const MARKET_ITEM = graphql(`
  query MarketItem($itemId: Int!, $days: Int!) {
    marketBook(itemId: $itemId, depth: 10) {
      halted
      bids {
        price
        quantity
        orders
      }
      asks {
        price
        quantity
        orders
      }
    }
    marketTrades(itemId: $itemId, limit: 15) {
      id
      quantity
      price
      at
    }
    marketPriceHistory(itemId: $itemId, days: $days) {
      at
      high
      low
      close
      volume
    }
  }
`);

export const MY_MARKET = graphql(`
  query MyMarket {
    myMarketOrders(limit: 50) {
      id
      item {
        id
        name
      }
      side
      price
      quantity
      remaining
      status
      taxReserved
      taxCharged
      refusal
      createdAt
      expiresAt
    }
    myMarketTrades(limit: 50) {
      id
      item {
        id
        name
      }
      side
      quantity
      price
      total
      tax
      priceImprovement
      at
    }
  }
`);

export const PLACE_ORDER = graphql(`
  mutation PlaceOrder(
    $itemId: Int!
    $side: MarketSide!
    $price: Int!
    $quantity: Int!
    $idempotencyKey: String
  ) {
    placeMarketOrder(
      itemId: $itemId
      side: $side
      price: $price
      quantity: $quantity
      idempotencyKey: $idempotencyKey
    ) {
      id
      status
      remaining
      quantity
    }
  }
`);

export const CANCEL_ORDER = graphql(`
  mutation CancelOrder($id: ID!) {
    cancelMarketOrder(id: $id) {
      id
      status
    }
  }
`);

/** Everything an order changes on the page and in the sidebar's balances. */
export const REFRESH_AFTER_ORDER = ['MarketItems', 'MarketItem', 'MyMarket', 'Me'];
