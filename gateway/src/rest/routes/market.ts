import { MARKET_ORDER_RULES, type IntegerRule } from '@vh/contracts/client';
import { ACCOUNT_ID, answerField, form, idempotencyKeyHeader, pathId, type RestRoute } from '../routeTypes';

/** The player market of docs/market.md: the same rules and messages as GraphQL's. */
const itemId = pathId('itemId', 'A tradable item');

/** A whole number the economy bounds, refused here with the economy's own message. */
const bounded = (name: string, { minimum, maximum, message }: IntegerRule, description?: string) =>
  form(name, {
    type: 'integer',
    minimum,
    maximum,
    rangeMessage: message,
    ...(description ? { description } : {}),
  });

const read = (
  path: string,
  summary: string,
  operation: string,
  field: string,
  extra: Partial<RestRoute> = {},
): RestRoute => ({
  method: 'GET',
  path,
  summary,
  tag: 'market',
  auth: 'token',
  operation,
  ...answerField(field),
  ...extra,
});

export const marketRoutes: RestRoute[] = [
  read(
    '/api/market/items',
    'Items that trade on the market, busiest first, with their best prices.',
    'MarketItems',
    'marketItems',
  ),
  read(
    '/api/market/settings',
    "The market's rules: tax, slots, bounds, halts.",
    'MarketSettings',
    'marketSettings',
  ),
  read(
    '/api/market/items/{itemId}/book',
    "An item's order book: 20 price levels a side.",
    'MarketBook',
    'marketBook',
    {
      variables: { itemId },
    },
  ),
  read(
    '/api/market/items/{itemId}/trades',
    "An item's last 50 trades, newest first (anonymous).",
    'MarketTrades',
    'marketTrades',
    {
      variables: { itemId },
    },
  ),
  read(
    '/api/market/items/{itemId}/prices/{days}',
    "An item's prices over 7 days (6-hour periods) or 30 days (days).",
    'MarketPriceHistory',
    'marketPriceHistory',
    // 7 or 30, stated as a range without the days between, which an OpenAPI integer can say.
    {
      variables: {
        itemId,
        days: {
          ...pathId('days', '7 or 30'),
          minimum: 7,
          maximum: 30,
          exclude: Array.from({ length: 22 }, (_, index) => 8 + index),
        },
      },
    },
  ),
  read(
    '/api/market/orders',
    "The signed-in player's last 100 orders, newest first.",
    'MyMarketOrders',
    'myMarketOrders',
  ),
  read(
    '/api/market/trades',
    "The signed-in player's last 100 trades, newest first.",
    'MyMarketTrades',
    'myMarketTrades',
  ),
  {
    method: 'POST',
    path: '/api/market/orders',
    summary: 'Place a buy or sell limit order; its escrow is taken at once (docs/market.md).',
    tag: 'market',
    auth: 'token',
    operation: 'PlaceMarketOrder',
    variables: {
      itemId: form('itemId', { type: 'integer', minimum: 1 }),
      side: form('side', {
        pattern: '^(BUY|SELL)$',
        patternMessage: 'side must be BUY or SELL',
        maxLength: 4,
      }),
      // The economy's bounds (docs/market.md); price x quantity at most 1,000,000,000 is checked there.
      price: bounded('price', MARKET_ORDER_RULES.price, 'VGC per unit'),
      quantity: bounded('quantity', MARKET_ORDER_RULES.quantity),
      idempotencyKey: idempotencyKeyHeader,
    },
    ...answerField('placeMarketOrder'),
  },
  {
    method: 'DELETE',
    path: '/api/market/orders/{id}',
    summary: "Cancel one of the signed-in player's open orders: what it still holds comes back.",
    tag: 'market',
    auth: 'token',
    operation: 'CancelMarketOrder',
    variables: {
      id: {
        from: 'path',
        name: 'id',
        required: true,
        type: 'string',
        ...ACCOUNT_ID,
        patternMessage: 'Order ids are UUIDs',
      },
    },
    ...answerField('cancelMarketOrder'),
  },
];
