import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { exchange } from '../kit/exchange';
import { balance, held, me } from '../kit/game';
import { activatedPlayer, adminClient, type TestPlayer } from '../kit/players';
import { buySell, setPlayer, shop, type ShopItem } from '../kit/shop';
import { stackInfo } from '../kit/stackInfo';
import { eventually } from '../kit/wait';

/** The economy's own ledger, read directly: what the trade rows say happened. */
async function withLedger<T>(work: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: stackInfo().databaseUrls.economy });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

const ledgerRows = (userId: string) =>
  withLedger(async (db) => {
    const result = await db.query<{ status: string; count: string }>(
      'select status, count(*) from trades where user_id = $1 group by status',
      [userId],
    );
    return Object.fromEntries(result.rows.map((row) => [row.status, Number(row.count)]));
  });

/** Purchases racing for one balance, retries, and trades the game never answered. */
describe('economy under concurrency', () => {
  let player: TestPlayer;
  let bait: ShopItem;
  const price = (item: ShopItem) => item.price.find((entry) => entry.shortName === 'VGC')!.value;

  beforeAll(async () => {
    player = await activatedPlayer();
    bait = (await shop(player.client, 'GetJewel')).body.find((item) => item.reqXP === 0)!;
  });

  it('1,600 concurrent purchases (32 clients x 50) against a balance for 10 make exactly 10', async () => {
    const admin = await adminClient();
    await setPlayer(admin, player, { currencies: [{ name: 'VGC', value: 10 * price(bait) }] });
    const start = await me(player.client);
    const clients = Array.from({ length: 32 }, () => player.client.withToken(player.client.token));

    const answers = await Promise.all(
      clients.flatMap((client) => Array.from({ length: 50 }, () => buySell(client, bait.id, 1))),
    );
    expect(answers.map((answer) => answer.status).filter((status) => status !== 200)).toEqual([]);
    const succeeded = answers.filter((answer) => answer.body.success);
    expect(succeeded).toHaveLength(10);
    expect(
      new Set(answers.filter((answer) => !answer.body.success).map((answer) => answer.body.message)),
    ).toEqual(new Set(['Not enough Vampire Gold Coins']));

    const after = await me(player.client);
    expect(balance(after, 'VGC')).toBe(0);
    expect(held(after, bait.id)).toBe(held(start, bait.id) + 10);
    expect(await ledgerRows(player.id)).toEqual({ applied: 10 });
  });

  it('a purchase retried 50 times with one idempotency key applies once', async () => {
    const buyer = await activatedPlayer();
    const start = await me(buyer.client);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => buySell(buyer.client, bait.id, 10, key)),
    );
    expect(answers.every((answer) => answer.body.success)).toBe(true);
    const after = await me(buyer.client);
    expect(held(after, bait.id)).toBe(held(start, bait.id) + 10);
    expect(balance(after, 'VGC')).toBe(balance(start, 'VGC') - 10 * price(bait));
    expect(await ledgerRows(buyer.id)).toEqual({ applied: 1 });
  });

  it('settles trades whose answer was lost: applied once if the game applied it, else never', async () => {
    const buyer = await activatedPlayer();
    const start = await me(buyer.client);
    const pending = (amount: number) => ({
      id: randomUUID(),
      user_id: buyer.id,
      idempotency_key: randomUUID(),
      request_hash: 'pending-test',
      kind: 'buy',
      item_id: bait.id,
      amount,
      merchant: 'Jewel Emporium',
      currencies: [{ shortName: 'VGC', delta: -amount * price(bait) }],
      items: [{ itemId: bait.id, delta: amount }],
      requirements: { minXp: 0, minSubscriptionLevel: 0, heldItems: [] },
    });
    // Reached the game, answer lost on the way back.
    const applied = pending(1);
    // Never reached the game.
    const lost = pending(2);
    const call = (trade: ReturnType<typeof pending>) => ({
      idempotencyKey: `trade:${trade.id}`,
      userId: buyer.id,
      currencies: trade.currencies,
      items: trade.items,
      reason: 'buy',
      requirements: trade.requirements,
    });
    expect((await exchange(call(applied), 'economy')).status).toBe('applied');
    await withLedger(async (db) => {
      for (const trade of [applied, lost]) {
        const row = {
          ...trade,
          currencies: JSON.stringify(trade.currencies),
          items: JSON.stringify(trade.items),
          requirements: JSON.stringify(trade.requirements),
        };
        const columns = Object.keys(row);
        await db.query(
          `insert into trades (${columns.join(', ')}, created_at)
           values (${columns.map((_, index) => `$${index + 1}`).join(', ')}, now() - interval '1 minute')`,
          Object.values(row),
        );
      }
    });

    const rows = await eventually(
      () => ledgerRows(buyer.id),
      (counts) => !counts.pending,
    );
    expect(rows).toEqual({ applied: 1 });
    // The lost request arriving late is refused for good: the player was told it failed.
    expect(await exchange(call(lost), 'economy')).toMatchObject({ status: 'refused', code: 'NOT_APPLIED' });
    const after = await me(buyer.client);
    expect(held(after, bait.id)).toBe(held(start, bait.id) + 1);
    expect(balance(after, 'VGC')).toBe(balance(start, 'VGC') - price(bait));
  });
});
