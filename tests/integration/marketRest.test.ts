/**
 * The market through the REST facade (docs/market.md#graphql-and-rest): the same rules and messages
 * as GraphQL's, and the served OpenAPI document describes every path.
 */
import { held, me } from '../kit/game';
import type { GatewayClient } from '../kit/gateway';
import { activatedPlayer, adminClient } from '../kit/players';
import { grant, setPlayer, shop } from '../kit/shop';

interface Order {
  id: string;
  side: string;
  status: string;
  remaining: number;
  item: { id: number; name: string };
}

describe('the market over REST', () => {
  let admin: GatewayClient;
  let itemId: number;

  beforeAll(async () => {
    admin = await adminClient();
    const stock = (await shop(admin, 'GetStable')).body.filter((item) => !item.unique);
    const fallback = (await shop(admin, 'GetJewel')).body.filter((item) => !item.unique);
    itemId = (stock[0] ?? fallback[fallback.length - 1]!).id;
  });

  it('places, shows, trades and cancels orders', async () => {
    const seller = await activatedPlayer();
    const buyer = await activatedPlayer();
    await grant(admin, seller.id, itemId, 3);
    await setPlayer(admin, buyer, { currencies: [{ name: 'VGC', value: 1000 }] });
    const start = held(await me(buyer.client), itemId);

    const ask = await seller.client.post<Order>('/api/market/orders', {
      form: { itemId: String(itemId), side: 'SELL', price: '15', quantity: '3' },
    });
    expect(ask.status).toBe(200);
    expect(ask.body).toMatchObject({ side: 'SELL', status: 'OPEN', remaining: 3, item: { id: itemId } });

    const book = await buyer.client.get<{ asks: { price: number; quantity: number }[] }>(
      `/api/market/items/${itemId}/book`,
    );
    expect(book.body.asks[0]).toEqual({ price: 15, quantity: 3, orders: 1 });

    const bid = await buyer.client.post<Order>('/api/market/orders', {
      form: { itemId: String(itemId), side: 'BUY', price: '15', quantity: '1' },
      headers: { 'Idempotency-Key': `rest-${buyer.id}` },
    });
    expect(bid.body).toMatchObject({ status: 'FILLED' });
    const trades =
      await buyer.client.get<{ side: string; price: number; tax: number }[]>('/api/market/trades');
    expect(trades.body).toEqual([expect.objectContaining({ side: 'BUY', price: 15, tax: 2 })]);
    const itemTrades = await buyer.client.get<unknown[]>(`/api/market/items/${itemId}/trades`);
    expect(itemTrades.body[0]).toEqual({
      id: expect.any(String),
      quantity: 1,
      price: 15,
      at: expect.any(String),
    });
    const prices = await buyer.client.get<{ close: number }[]>(`/api/market/items/${itemId}/prices/7`);
    expect(prices.body.at(-1)).toMatchObject({ close: 15, volume: 1 });
    expect((await buyer.client.get(`/api/market/items/${itemId}/prices/8`)).status).toBe(400);

    const cancelled = await seller.client.request<Order>('DELETE', `/api/market/orders/${ask.body.id}`);
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', remaining: 2 });
    const again = await seller.client.request('DELETE', `/api/market/orders/${ask.body.id}`);
    expect({ status: again.status, body: again.body }).toEqual({
      status: 409,
      body: { success: false, code: expect.any(String), message: 'This order is no longer open' },
    });
    const orders = await seller.client.get<Order[]>('/api/market/orders');
    expect(orders.body.map((order) => order.status)).toEqual(['CANCELLED']);
    expect(held(await me(buyer.client), itemId)).toBeGreaterThanOrEqual(start);
  });

  it('refuses bad input with the documented status and message', async () => {
    const player = await activatedPlayer();
    const refused = async (form: Record<string, string>) => {
      const answer = await player.client.post<{ message: string }>('/api/market/orders', { form });
      return { status: answer.status, message: answer.body.message };
    };
    expect(await refused({ itemId: String(itemId), side: 'BUY', price: '0', quantity: '1' })).toEqual({
      status: 400,
      message: 'The price must be a whole number of VGC from 1 to 1000000 per unit',
    });
    expect((await refused({ itemId: String(itemId), side: 'HOLD', price: '1', quantity: '1' })).status).toBe(
      400,
    );
    expect(await refused({ itemId: '999999', side: 'BUY', price: '1', quantity: '1' })).toEqual({
      status: 404,
      message: 'Item not found',
    });
    const missing = await player.client.request(
      'DELETE',
      '/api/market/orders/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.status).toBe(404);
  });

  it('the OpenAPI document describes the market paths', async () => {
    const document = await admin.get<{ paths: Record<string, Record<string, unknown>> }>('/api/openapi.json');
    expect(
      Object.keys(document.body.paths)
        .filter((key) => key.startsWith('/api/market'))
        .sort(),
    ).toEqual([
      '/api/market/items',
      '/api/market/items/{itemId}/book',
      '/api/market/items/{itemId}/prices/{days}',
      '/api/market/items/{itemId}/trades',
      '/api/market/orders',
      '/api/market/orders/{id}',
      '/api/market/settings',
      '/api/market/trades',
    ]);
    expect(Object.keys(document.body.paths['/api/market/orders']!).sort()).toEqual(['get', 'post']);
  });
});
