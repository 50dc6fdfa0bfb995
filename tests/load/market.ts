/**
 * The players' market (docs/market.md): a player reads the book of the bait they hunt with and their
 * orders, cancels the one still open from last time (another player's order may have filled it
 * meanwhile) and places a new limit order (half the players sell, half buy, at prices that often
 * meet), which trades with the orders other players left. Escrows, fills, payouts and refunds all
 * happen under load.
 */
import type { LoadScenario } from '@vh/scripts/load/scenario';
import { del, get, json, postForm } from './requests';

interface Inventory {
  inventory?: { itemId: number; item?: { itemType?: { shortName?: string } } }[];
}

interface Order {
  id: string;
  status: string;
}

/** Each player's bait, read once from getme (every load player holds a large stock of it). */
const baitOf = new Map<string, number>();

/** A stable half of the players sells, the other half buys (trading with oneself is refused). */
const sells = (userId: string) => parseInt(userId.slice(-1), 16) % 2 === 0;

export const market: LoadScenario = {
  name: 'market',
  description: "the bait's order book and the player's orders, the open one cancelled, a new limit order",
  tags: { area: 'economy', flow: 'market' },
  players: { count: 60, role: 'user', password: false, hunts: false },
  load: { rate: 10 },
  seconds: 30,
  thresholds: [
    { metric: 'p95', below: 200, request: 'book' },
    { metric: 'p95', below: 500, request: 'place' },
    { metric: 'p95', below: 300, request: 'my orders' },
    { metric: 'p95', below: 400, request: 'cancel' },
    { metric: 'p99', below: 1000 },
    { metric: 'errorRate', below: 0.01 },
    { metric: 'checksRate', atLeast: 0.99 },
  ],
  async iteration(session) {
    const { userId } = session.player;
    let itemId = baitOf.get(userId);
    if (itemId === undefined) {
      const body = await session.call(
        'getme',
        get(session, '/api/clientUser/getme'),
        json<Inventory>((me) =>
          me.inventory?.some((entry) => entry.item?.itemType?.shortName === 'bait') ? null : 'no bait',
        ),
      );
      if (body === null) return;
      itemId = (JSON.parse(body) as Inventory).inventory!.find(
        (entry) => entry.item?.itemType?.shortName === 'bait',
      )!.itemId;
      baitOf.set(userId, itemId);
    }
    const book = await session.call('book', get(session, `/api/market/items/${itemId}/book`), json());
    if (book === null) return;
    const mine = await session.call('my orders', get(session, '/api/market/orders'), json<Order[]>());
    if (mine === null) return;
    for (const open of (JSON.parse(mine) as Order[]).filter((order) => order.status === 'OPEN')) {
      await session.call(
        'cancel',
        del(session, `/api/market/orders/${open.id}`),
        // Filled in the moment since it was read: the 409 says so, and nothing changed.
        (status, body) =>
          status === 200 || (status === 409 && body.includes('no longer open')) ? null : `HTTP ${status}`,
      );
    }
    const side = sells(userId) ? 'SELL' : 'BUY';
    const price = 5 + Math.floor(Math.random() * 6);
    await session.call(
      'place',
      postForm(
        session,
        '/api/market/orders',
        { itemId, side, price, quantity: 1 + Math.floor(Math.random() * 3) },
        { idempotent: true },
      ),
      json<Order>((order) => (['OPEN', 'FILLED'].includes(order.status) ? null : `status ${order.status}`)),
    );
  },
};
