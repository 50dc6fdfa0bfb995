/**
 * The market under a kill (docs/market.md#operators): a few players place and cancel orders on one
 * item while the economy service is killed with SIGKILL and restarted. Afterwards, once the market
 * job has resumed every escrow cut short and paid every payout, and every order is closed, the
 * players hold exactly the items they started with and their VGC less exactly the tax the fills
 * charged; no order traded more than it asked.
 */
import { balance, held, me } from '../kit/game';
import type { GatewayClient } from '../kit/gateway';
import { cancelOrder, myOrders, placeOrder, unpaidPayouts } from '../kit/market';
import { activatedPlayer, type TestPlayer } from '../kit/players';
import { withServiceDb } from '../kit/serviceDb';
import { grant, setPlayer, shop } from '../kit/shop';

const TRADERS = 6;
const START_VGC = 100_000;
const START_ITEMS = 500;
const SETTLE_TIMEOUT_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(probe: () => Promise<boolean>, what: string): Promise<string[]> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    if (await probe().catch(() => false)) return [];
    if (Date.now() > deadline) return [`${what} after ${SETTLE_TIMEOUT_MS} ms`];
    await sleep(500);
  }
}

export class MarketLoad {
  private running = false;
  private loops: Promise<void>[] = [];
  placed = 0;

  private constructor(
    private readonly traders: TestPlayer[],
    private readonly itemId: number,
    private readonly start: { vgc: number; items: number },
  ) {}

  /** Traders funded with VGC and an item no other load touches (the last tradable Sanctum good). */
  static async prepare(admin: GatewayClient): Promise<MarketLoad> {
    const stock = (await shop(admin, 'GetSanctum')).body.filter((item) => !item.unique);
    const itemId = stock[stock.length - 1]!.id;
    const traders: TestPlayer[] = [];
    let [vgc, items] = [0, 0];
    for (let index = 0; index < TRADERS; index += 1) {
      const trader = await activatedPlayer();
      await setPlayer(admin, trader, { currencies: [{ name: 'VGC', value: START_VGC }] });
      await grant(admin, trader.id, itemId, START_ITEMS);
      const now = await me(trader.client);
      [vgc, items] = [vgc + balance(now, 'VGC'), items + held(now, itemId)];
      traders.push(trader);
    }
    return new MarketLoad(traders, itemId, { vgc, items });
  }

  /** Each trader places an order, and now and then cancels one, until stopped; failures are expected. */
  run(): void {
    this.running = true;
    this.loops = this.traders.map(async (trader, index) => {
      for (let step = index; this.running; step += 1) {
        try {
          const answer = await placeOrder(trader.client, {
            itemId: this.itemId,
            side: step % 2 === 0 ? 'BUY' : 'SELL',
            price: 9 + (step % 4),
            quantity: 1 + (step % 3),
          });
          if (answer.order) this.placed += 1;
          if (step % 3 === 0 || !answer.order) {
            const open = (await myOrders(trader.client, true)).filter((order) => order.status === 'OPEN');
            if (open[0]) await cancelOrder(trader.client, open[0].id);
          }
        } catch {
          await sleep(200);
        }
      }
    });
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  /** Everything settled and closed, then what was created, lost or overfilled (empty: nothing). */
  async problems(): Promise<string[]> {
    await this.stop();
    const itemId = this.itemId;
    const countOf = (sql: string) =>
      withServiceDb('economy', async (db) => Number((await db.query(sql, [itemId])).rows[0].count));
    const waiting = await until(
      async () =>
        (await countOf(`select count(*) from market_orders where item_id = $1 and status = 'pending'`)) === 0,
      'orders still pending',
    );
    if (waiting.length > 0) return waiting;
    await withServiceDb('economy', (db) =>
      db.query(`update market_orders set expires_at = now() where item_id = $1 and status = 'open'`, [
        itemId,
      ]),
    );
    const settled = [
      ...(await until(
        async () =>
          (await countOf(`select count(*) from market_orders where item_id = $1 and status = 'open'`)) === 0,
        'orders still open',
      )),
      ...(await until(async () => (await unpaidPayouts()) === 0, 'payouts still unpaid')),
    ];
    if (settled.length > 0) return settled;
    const { tax, overfilled } = await withServiceDb('economy', async (db) => ({
      tax: Number(
        (await db.query(`select coalesce(sum(tax), 0) as tax from market_fills where item_id = $1`, [itemId]))
          .rows[0].tax,
      ),
      overfilled: (
        await db.query(
          `select o.id from market_orders o
             left join market_fills f on f.buy_order_id = o.id or f.sell_order_id = o.id
            where o.item_id = $1 group by o.id, o.quantity, o.remaining
           having coalesce(sum(f.quantity), 0) <> o.quantity - o.remaining`,
          [itemId],
        )
      ).rows.length,
    }));
    let [vgc, items] = [0, 0];
    for (const trader of this.traders) {
      const now = await me(trader.client);
      [vgc, items] = [vgc + balance(now, 'VGC'), items + held(now, itemId)];
    }
    const problems: string[] = [];
    if (this.placed === 0) problems.push('no market order was placed');
    if (overfilled > 0) problems.push(`${overfilled} market orders traded other than their fills`);
    if (items !== this.start.items) problems.push(`market items ${items}, started with ${this.start.items}`);
    if (vgc !== this.start.vgc - tax)
      problems.push(`market VGC ${vgc}, expected ${this.start.vgc} - tax ${tax}`);
    return problems;
  }
}
