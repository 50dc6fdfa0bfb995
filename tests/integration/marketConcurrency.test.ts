/**
 * The market under load (issue 37): 100 players place 1,000 orders at once on one item, cancelling
 * some and with others expiring meanwhile. Afterwards nothing was created or lost: every unit is
 * held by a player again, the VGC is what it was less exactly the tax the fills charged, no order
 * filled more than it asked, nothing is left pending or unpaid, and the ledger verifies.
 */
import { balance, held, me } from '../kit/game';
import type { GatewayClient } from '../kit/gateway';
import { ledgerVerify } from '../kit/ledgerVerify';
import { ageOrders, cancelOrder, myOrders, placeOrder, unpaidPayouts } from '../kit/market';
import { activatedPlayer, adminClient, type TestPlayer } from '../kit/players';
import { withServiceDb } from '../kit/serviceDb';
import { grant, setPlayer, shop } from '../kit/shop';
import { eventually } from '../kit/wait';

const PLAYERS = 100;
const ORDERS_PER_PLAYER = 10;
const START_VGC = 5_000;
const START_ITEMS = 40;

/** Runs `work` over `inputs`, at most `parallel` at a time. */
async function pool<T, R>(
  inputs: readonly T[],
  parallel: number,
  work: (input: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(inputs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < inputs.length) {
        const index = next++;
        results[index] = await work(inputs[index]!);
      }
    }),
  );
  return results;
}

/** A seeded pseudo-random sequence, so a failing run can be repeated. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

describe('the market under concurrency', () => {
  let admin: GatewayClient;
  let itemId: number;
  let players: TestPlayer[];
  const startHeld = new Map<string, number>();

  beforeAll(async () => {
    admin = await adminClient();
    const stock = (await shop(admin, 'GetSanctum')).body.filter((item) => !item.unique);
    itemId = stock[stock.length - 1]!.id;
    players = await pool(Array.from({ length: PLAYERS }), 10, async () => {
      const player = await activatedPlayer();
      await setPlayer(admin, player, { currencies: [{ name: 'VGC', value: START_VGC }] });
      await grant(admin, player.id, itemId, START_ITEMS);
      return player;
    });
    for (const player of players) startHeld.set(player.id, held(await me(player.client), itemId));
  }, 300_000);

  it('1,000 orders from 100 players with cancels and expiries keep items and VGC exact', async () => {
    const answers = { placed: 0, refused: new Map<string, number>(), cancelled: 0 };
    let running = true;
    // Expiries among the load: now and then, some open orders are made 7 days old.
    const expiring = (async () => {
      while (running) {
        await withServiceDb('economy', (db) =>
          db.query(
            `update market_orders set expires_at = now() - interval '1 second'
              where id in (select id from market_orders where status = 'open' and item_id = $1 order by random() limit 5)`,
            [itemId],
          ),
        );
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    })();

    await pool(players, PLAYERS, async (player) => {
      const next = random(player.id.charCodeAt(0) * 7919 + player.id.charCodeAt(1));
      for (let order = 0; order < ORDERS_PER_PLAYER; order += 1) {
        const answer = await placeOrder(player.client, {
          itemId,
          side: next(2) === 0 ? 'BUY' : 'SELL',
          price: 8 + next(5),
          quantity: 1 + next(5),
        });
        if (answer.order) answers.placed += 1;
        else {
          const message = answer.errors[0]?.message ?? answer.answer.text;
          answers.refused.set(message, (answers.refused.get(message) ?? 0) + 1);
          expect(answer.errors[0]?.extensions?.status).toBe(409);
        }
        if (next(3) === 0 || !answer.order) {
          const open = (await myOrders(player.client, true)).filter((mine) => mine.status === 'OPEN');
          if (open.length > 0 && (await cancelOrder(player.client, open[next(open.length)]!.id)).order) {
            answers.cancelled += 1;
          }
        }
      }
    });
    running = false;
    await expiring;
    expect(answers.placed).toBeGreaterThan(300);
    expect(answers.cancelled).toBeGreaterThan(50);
    // Only the documented refusals: slots, one's own orders met, not enough VGC or items.
    expect(
      [...answers.refused.keys()].filter(
        (message) => !/order slots|your own orders|enough VGC|that many/.test(message),
      ),
    ).toEqual([]);

    // Whatever is still open expires (the job gives it back), then every payout is paid.
    const open = await withServiceDb('economy', async (db) =>
      (
        await db.query(`select id from market_orders where item_id = $1 and status in ('open')`, [itemId])
      ).rows.map((row: { id: string }) => row.id),
    );
    await ageOrders(open);
    await eventually(
      () =>
        withServiceDb('economy', async (db) =>
          Number(
            (
              await db.query(
                `select count(*) from market_orders where item_id = $1 and status in ('open', 'pending')`,
                [itemId],
              )
            ).rows[0].count,
          ),
        ),
      (count) => count === 0,
      60_000,
    );
    await eventually(unpaidPayouts, (count) => count === 0, 60_000);

    const { fills, taxCharged, overfilled, taxMismatch } = await withServiceDb('economy', async (db) => {
      const totals = await db.query(
        `select count(*)::int as fills, coalesce(sum(tax), 0)::int as tax from market_fills where item_id = $1`,
        [itemId],
      );
      // Each order's fills add up to what it traded: none filled twice, none beyond its quantity.
      const over = await db.query(
        `select o.id from market_orders o
           left join market_fills f on f.item_id = o.item_id and (f.buy_order_id = o.id or f.sell_order_id = o.id)
          where o.item_id = $1
          group by o.id, o.quantity, o.remaining
         having coalesce(sum(f.quantity), 0) <> o.quantity - o.remaining`,
        [itemId],
      );
      const taxes = await db.query(
        `select o.id from market_orders o left join market_fills f on f.buy_order_id = o.id
          where o.item_id = $1 and o.side = 'buy'
          group by o.id, o.tax_charged having coalesce(sum(f.tax), 0) <> o.tax_charged`,
        [itemId],
      );
      return {
        fills: totals.rows[0].fills as number,
        taxCharged: totals.rows[0].tax as number,
        overfilled: over.rows,
        taxMismatch: taxes.rows,
      };
    });
    expect(fills).toBeGreaterThan(50);
    expect(overfilled).toEqual([]);
    expect(taxMismatch).toEqual([]);

    const finals = await pool(players, 20, async (player) => me(player.client));
    const vgc = finals.reduce((sum, final) => sum + balance(final, 'VGC'), 0);
    const items = finals.reduce((sum, final) => sum + held(final, itemId), 0);
    const itemsBefore = [...startHeld.values()].reduce((sum, value) => sum + value, 0);
    expect(finals.every((final) => balance(final, 'VGC') >= 0)).toBe(true);
    expect({ vgc, items }).toEqual({ vgc: PLAYERS * START_VGC - taxCharged, items: itemsBefore });
    expect(taxCharged).toBeGreaterThan(0);

    expect(await ledgerVerify()).toEqual({ code: 0, output: expect.any(String) });
  }, 600_000);
});
