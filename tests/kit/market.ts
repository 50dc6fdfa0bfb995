import type { GatewayClient } from './gateway';
import { withServiceDb } from './serviceDb';

export interface MarketOrder {
  id: string;
  side: 'BUY' | 'SELL';
  price: number;
  quantity: number;
  remaining: number;
  status: string;
  escrowVgc: number;
  taxReserved: number;
  spentVgc: number;
  taxCharged: number;
  expiresAt: string;
}

const ORDER_FIELDS =
  'id side price quantity remaining status escrowVgc taxReserved spentVgc taxCharged expiresAt';

export const PLACE = `mutation ($itemId: Int!, $side: MarketSide!, $price: Int!, $quantity: Int!, $key: String) {
  placeMarketOrder(itemId: $itemId, side: $side, price: $price, quantity: $quantity, idempotencyKey: $key) { ${ORDER_FIELDS} }
}`;
export const CANCEL = `mutation ($id: ID!) { cancelMarketOrder(id: $id) { ${ORDER_FIELDS} } }`;
export const MY_ORDERS = `query ($active: Boolean) { myMarketOrders(active: $active, limit: 100) { ${ORDER_FIELDS} } }`;
export const MY_TRADES = `{ myMarketTrades(limit: 100) { id side quantity price total tax priceImprovement item { id } } }`;
export const BOOK = `query ($itemId: Int!) { marketBook(itemId: $itemId) { halted bids { price quantity orders } asks { price quantity orders } } }`;

/** Places an order; answers the GraphQL answer as it came (status, data, errors). */
export async function placeOrder(
  client: GatewayClient,
  order: { itemId: number; side: 'BUY' | 'SELL'; price: number; quantity: number; key?: string },
) {
  const answer = await client.graphql<{ placeMarketOrder: MarketOrder }>(PLACE, order);
  return { order: answer.body.data?.placeMarketOrder ?? null, errors: answer.body.errors ?? [], answer };
}

/** Places an order that must be accepted. */
export async function placed(
  client: GatewayClient,
  order: { itemId: number; side: 'BUY' | 'SELL'; price: number; quantity: number },
): Promise<MarketOrder> {
  const { order: placedOrder, errors } = await placeOrder(client, order);
  if (!placedOrder) throw new Error(`order refused: ${JSON.stringify(errors)}`);
  return placedOrder;
}

export async function cancelOrder(client: GatewayClient, id: string) {
  const answer = await client.graphql<{ cancelMarketOrder: MarketOrder }>(CANCEL, { id });
  return { order: answer.body.data?.cancelMarketOrder ?? null, errors: answer.body.errors ?? [] };
}

export async function myOrders(client: GatewayClient, active = false): Promise<MarketOrder[]> {
  const answer = await client.graphql<{ myMarketOrders: MarketOrder[] }>(MY_ORDERS, { active });
  return answer.body.data!.myMarketOrders;
}

/** Market payouts not paid yet (0 once the job has paid everything it wrote). */
export const unpaidPayouts = () =>
  withServiceDb('economy', async (db) =>
    Number(
      (await db.query(`select count(*) from market_payouts where paid_at is null and failure is null`))
        .rows[0].count,
    ),
  );

/** Makes orders look 7 days old: the market job expires them on its next pass. */
export const ageOrders = (ids: readonly string[]) =>
  withServiceDb('economy', (db) =>
    db.query(`update market_orders set expires_at = now() - interval '1 second' where id = any($1)`, [ids]),
  );
