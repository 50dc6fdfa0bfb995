/** A player visits the bait merchant and buys a stack of the first bait they may buy. */
import type { LoadScenario } from '@vh/scripts/load/scenario';
import { get, json, postForm, succeeded } from './requests';

interface StockItem {
  id: number;
  reqXP: number;
  price: unknown[];
}

/** One of the Jewel Emporium's quantity buttons. */
const AMOUNT = 10;

export const merchant: LoadScenario = {
  name: 'merchant',
  description: 'the Jewel Emporium stock, then buy 10 bait',
  tags: { area: 'economy', flow: 'merchant' },
  players: { count: 60, role: 'user', password: false, hunts: false },
  load: { rate: 20 },
  seconds: 30,
  thresholds: [
    { metric: 'p95', below: 200, request: 'merchant stock' },
    { metric: 'p95', below: 300, request: 'buy' },
    { metric: 'p99', below: 600 },
    { metric: 'errorRate', below: 0.01 },
    { metric: 'checksRate', atLeast: 0.99 },
  ],
  async iteration(session) {
    const body = await session.call(
      'merchant stock',
      get(session, '/api/clientshop/GetJewel'),
      json<StockItem[]>((stock) =>
        stock.some((item) => item.reqXP === 0) ? null : 'nothing buyable at 0 XP',
      ),
    );
    if (body === null) return;
    const item = (JSON.parse(body) as StockItem[]).find((entry) => entry.reqXP === 0)!;
    await session.call(
      'buy',
      postForm(session, '/api/game/buysell', { itemId: item.id, amount: AMOUNT }, { idempotent: true }),
      succeeded,
    );
  },
};
