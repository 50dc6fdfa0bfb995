/**
 * The player market (issue 37, docs/market.md) through the gateway: escrow at placement, price-time
 * matching at the maker's price with partial fills, the buyer's tax and its ledger rows, cancels,
 * expiry, slots, refusals that change nothing, admin halts and settings with their audit, and the
 * ledger verifying afterwards.
 */
import { randomUUID } from 'node:crypto';
import { balance, held, me } from '../kit/game';
import { ledgerVerify } from '../kit/ledgerVerify';
import {
  BOOK,
  MY_TRADES,
  ageOrders,
  cancelOrder,
  myOrders,
  placeOrder,
  placed,
  unpaidPayouts,
} from '../kit/market';
import { GatewayClient, sha256 } from '../kit/gateway';
import { linkToken, waitForMail } from '../kit/mailbox';
import { activatedPlayer, adminClient } from '../kit/players';
import { withServiceDb } from '../kit/serviceDb';
import { graphqlData } from '../kit/seasons';
import { grant, setPlayer, shop, type ShopItem, type TreasuryCard } from '../kit/shop';
import { eventually } from '../kit/wait';

interface LedgerEntry {
  currency: string;
  delta: number;
  source: string;
  reference: string;
}

const MY_LEDGER = `{ me { currencyLedger(limit: 100) { entries { currency delta source reference } } } }`;
const SETTINGS = `mutation ($input: MarketSettingsInput!) { setMarketSettings(input: $input) { taxPercent baseSlots subscriberSlots } }`;
const HALT_ITEM = `mutation ($itemId: Int!, $halted: Boolean!) { setMarketItemHalted(itemId: $itemId, halted: $halted) { haltedItemIds } }`;
const HALT = `mutation ($halted: Boolean!) { setMarketHalted(halted: $halted) { halted } }`;
const CHANGES = `query ($entity: String) { marketChanges(entity: $entity, limit: 10) { entity entityId action before after actorName } }`;
const ADMIN_TRADES = `query ($itemId: Int) { marketAdminTrades(itemId: $itemId, limit: 10) { quantity price tax buyerId sellerId takerSide } }`;

const ledgerOf = async (client: GatewayClient) =>
  (await graphqlData<{ me: { currencyLedger: { entries: LedgerEntry[] } } }>(client, MY_LEDGER)).me
    .currencyLedger.entries;

const settled = () => eventually(unpaidPayouts, (count) => count === 0);

async function funded(admin: GatewayClient, vgc: number, items?: { itemId: number; amount: number }) {
  const player = await activatedPlayer();
  await setPlayer(admin, player, { currencies: [{ name: 'VGC', value: vgc }] });
  if (items) await grant(admin, player.id, items.itemId, items.amount);
  return player;
}

const errorOf = (errors: { message: string; extensions?: Record<string, unknown> }[]) => ({
  message: errors[0]?.message,
  status: errors[0]?.extensions?.status,
});

describe('the player market', () => {
  let admin: GatewayClient;
  let goods: ShopItem;
  /** Each test trades an item of its own, so books do not meet across tests. */
  let spare: ShopItem[];

  beforeAll(async () => {
    admin = await adminClient();
    const jewel = (await shop(admin, 'GetJewel')).body.filter((item) => !item.unique);
    const mercatus = (await shop(admin, 'GetMercatus')).body.filter((item) => !item.unique);
    const tradable = [...jewel, ...mercatus];
    expect(tradable.length).toBeGreaterThanOrEqual(7);
    [goods, ...spare] = tradable as [ShopItem, ...ShopItem[]];
    await graphqlData(admin, SETTINGS, { input: { taxPercent: 10, baseSlots: 3, subscriberSlots: 6 } });
  });

  it("matches at the maker's price with partial fills; the buyer pays 10 % tax, shown in both ledgers", async () => {
    const seller = await funded(admin, 0, { itemId: goods.id, amount: 5 });
    const buyer = await funded(admin, 1000);
    const sellerHeld = held(await me(seller.client), goods.id);
    const buyerHeld = held(await me(buyer.client), goods.id);
    const ask = await placed(seller.client, { itemId: goods.id, side: 'SELL', price: 10, quantity: 5 });
    expect(ask).toMatchObject({ status: 'OPEN', remaining: 5 });
    expect(held(await me(seller.client), goods.id)).toBe(sellerHeld - 5); // the items are in escrow

    // 3 wanted at up to 12: 3 at the resting 10, the 2 VGC a unit above it come back.
    const bid = await placed(buyer.client, { itemId: goods.id, side: 'BUY', price: 12, quantity: 3 });
    expect(bid).toMatchObject({
      status: 'FILLED',
      remaining: 0,
      escrowVgc: 36,
      taxReserved: 4,
      spentVgc: 30,
      taxCharged: 3,
    });
    await settled();

    const buyerNow = await me(buyer.client);
    expect(held(buyerNow, goods.id)).toBe(buyerHeld + 3);
    expect(balance(buyerNow, 'VGC')).toBe(1000 - 30 - 3);
    expect(balance(await me(seller.client), 'VGC')).toBe(30);
    const book = await graphqlData<{ marketBook: { bids: unknown[]; asks: unknown[] } }>(buyer.client, BOOK, {
      itemId: goods.id,
    });
    expect(book.marketBook).toMatchObject({ bids: [], asks: [{ price: 10, quantity: 2, orders: 1 }] });

    const buyerLedger = await ledgerOf(buyer.client);
    const byReference = (entries: LedgerEntry[], suffix: string) =>
      entries
        .filter((entry) => entry.reference.endsWith(suffix))
        .map(({ delta, source }) => ({ delta, source }));
    expect(byReference(buyerLedger, `${bid.id}:escrow`)).toEqual([{ delta: -36, source: 'MARKET' }]);
    expect(byReference(buyerLedger, `${bid.id}:tax`)).toEqual([{ delta: -4, source: 'MARKET' }]);
    expect(byReference(buyerLedger, ':buyer')).toEqual([{ delta: 6, source: 'MARKET' }]);
    expect(byReference(buyerLedger, `${bid.id}:tax-refund`)).toEqual([{ delta: 1, source: 'REFUND' }]);
    expect(byReference(await ledgerOf(seller.client), ':seller')).toEqual([{ delta: 30, source: 'MARKET' }]);

    // Anonymous: each side sees its own trade and nothing of the other.
    const trades = await graphqlData<{ myMarketTrades: Record<string, unknown>[] }>(buyer.client, MY_TRADES);
    expect(trades.myMarketTrades).toEqual([
      {
        id: expect.any(String),
        side: 'BUY',
        quantity: 3,
        price: 10,
        total: 30,
        tax: 3,
        priceImprovement: 6,
        item: { id: goods.id },
      },
    ]);
    const sold = await graphqlData<{ myMarketTrades: Record<string, unknown>[] }>(seller.client, MY_TRADES);
    expect(sold.myMarketTrades).toEqual([expect.objectContaining({ side: 'SELL', total: 30, tax: 0 })]);
    const adminTrades = await graphqlData<{ marketAdminTrades: Record<string, unknown>[] }>(
      admin,
      ADMIN_TRADES,
      {
        itemId: goods.id,
      },
    );
    expect(adminTrades.marketAdminTrades[0]).toEqual({
      quantity: 3,
      price: 10,
      tax: 3,
      buyerId: buyer.id,
      sellerId: seller.id,
      takerSide: 'BUY',
    });

    // A resting buy fills against a later sell at its own price, in time order among equal prices.
    const first = await funded(admin, 1000);
    const second = await funded(admin, 1000);
    const early = await placed(first.client, { itemId: goods.id, side: 'BUY', price: 9, quantity: 2 });
    const late = await placed(second.client, { itemId: goods.id, side: 'BUY', price: 9, quantity: 2 });
    const seller2 = await funded(admin, 0, { itemId: goods.id, amount: 3 });
    const hit = await placed(seller2.client, { itemId: goods.id, side: 'SELL', price: 8, quantity: 3 });
    expect(hit).toMatchObject({ status: 'FILLED' });
    await settled();
    const orders = async (client: GatewayClient, id: string) =>
      (await myOrders(client)).find((o) => o.id === id)!;
    expect(await orders(first.client, early.id)).toMatchObject({ status: 'FILLED', remaining: 0 });
    expect(await orders(second.client, late.id)).toMatchObject({
      status: 'OPEN',
      remaining: 1,
      spentVgc: 9,
      taxCharged: 1,
    });
    expect(balance(await me(seller2.client), 'VGC')).toBe(27);

    // The seller cancels the rest: the 2 unsold come back, once.
    const cancelled = await cancelOrder(seller.client, ask.id);
    expect(cancelled.order).toMatchObject({ status: 'CANCELLED', remaining: 2 });
    expect(errorOf((await cancelOrder(seller.client, ask.id)).errors)).toEqual({
      message: 'This order is no longer open',
      status: 409,
    });
    expect(errorOf((await cancelOrder(buyer.client, late.id)).errors)).toEqual({
      message: 'Order not found',
      status: 404,
    });
    await settled();
    expect(held(await me(seller.client), goods.id)).toBe(sellerHeld - 3);
  });

  it('gives back what an order holds when it expires', async () => {
    const item = spare[0]!;
    const buyer = await funded(admin, 500);
    const seller = await funded(admin, 0, { itemId: item.id, amount: 4 });
    const buyerHeld = held(await me(buyer.client), item.id);
    const bid = await placed(buyer.client, { itemId: item.id, side: 'BUY', price: 7, quantity: 10 });
    const ask = await placed(seller.client, { itemId: item.id, side: 'SELL', price: 7, quantity: 4 });
    expect(ask.status).toBe('FILLED');
    await settled();
    expect(balance(await me(buyer.client), 'VGC')).toBe(500 - 70 - 7);

    await ageOrders([bid.id]);
    await eventually(
      async () => (await myOrders(buyer.client)).find((order) => order.id === bid.id)!.status,
      (status) => status === 'EXPIRED',
    );
    await settled();
    // 4 bought at 7 (28) with its tax (3): the other 42 and the unused 4 of the tax come back.
    const after = await me(buyer.client);
    expect(balance(after, 'VGC')).toBe(500 - 28 - 3);
    expect(held(after, item.id)).toBe(buyerHeld + 4);
    const refunds = (await ledgerOf(buyer.client)).filter((entry) => entry.source === 'REFUND');
    expect(refunds.map((entry) => entry.delta).sort((a, b) => a - b)).toEqual([4, 42]);
  });

  it('refuses bad orders with a 4xx and changes nothing', async () => {
    const item = spare[1]!;
    const player = await funded(admin, 100, { itemId: item.id, amount: 2 });
    const start = held(await me(player.client), item.id);
    const collection = (await shop<TreasuryCard[]>(admin, 'GetTreasureRoom')).body[0]!.collection;
    const cases: [Parameters<typeof placeOrder>[1], string, number][] = [
      [
        { itemId: item.id, side: 'SELL', price: 5, quantity: 0 },
        'The quantity must be a whole number from 1 to 10000',
        400,
      ],
      [
        { itemId: item.id, side: 'SELL', price: 0, quantity: 1 },
        'The price must be a whole number of VGC from 1 to 1000000 per unit',
        400,
      ],
      [
        { itemId: item.id, side: 'BUY', price: 1_000_001, quantity: 1 },
        'The price must be a whole number of VGC from 1 to 1000000 per unit',
        400,
      ],
      [{ itemId: 999_999, side: 'BUY', price: 1, quantity: 1 }, 'Item not found', 404],
      [
        { itemId: collection.id, side: 'SELL', price: 5, quantity: 1 },
        'This item cannot be traded on the market',
        422,
      ],
      [
        { itemId: item.id, side: 'SELL', price: 5, quantity: start + 1 },
        'You do not hold that many of this item',
        409,
      ],
      [
        { itemId: item.id, side: 'BUY', price: 20, quantity: 10 },
        'You do not have enough VGC for this order and its tax',
        409,
      ],
      // 100 VGC cover 10 at 10 but not its 10 VGC of tax: refused before anything is taken.
      [
        { itemId: item.id, side: 'BUY', price: 10, quantity: 10 },
        'You do not have enough VGC for this order and its tax',
        409,
      ],
    ];
    for (const [order, message, status] of cases) {
      expect({ order, ...errorOf((await placeOrder(player.client, order)).errors) }).toEqual({
        order,
        message,
        status,
      });
    }
    // Trading with oneself is refused: a buy that would meet one's own sell.
    await placed(player.client, { itemId: item.id, side: 'SELL', price: 5, quantity: 1 });
    expect(
      errorOf(
        (await placeOrder(player.client, { itemId: item.id, side: 'BUY', price: 5, quantity: 1 })).errors,
      ),
    ).toEqual({
      message: 'This order would trade with one of your own orders',
      status: 409,
    });
    const after = await me(player.client);
    expect(balance(after, 'VGC')).toBe(100);
    expect(held(after, item.id)).toBe(start - 1);
    expect((await myOrders(player.client)).map((order) => order.status)).toEqual(['OPEN']);
  });

  it('holds 3 orders without a subscription; a 4th is refused and changes nothing', async () => {
    const item = spare[2]!;
    const player = await funded(admin, 1000);
    for (const price of [1, 2, 3])
      await placed(player.client, { itemId: item.id, side: 'BUY', price, quantity: 1 });
    const before = balance(await me(player.client), 'VGC');
    expect(
      errorOf(
        (await placeOrder(player.client, { itemId: item.id, side: 'BUY', price: 4, quantity: 1 })).errors,
      ),
    ).toEqual({
      message: 'All your order slots are in use (3, or 6 with a subscription): cancel an order first',
      status: 409,
    });
    expect(balance(await me(player.client), 'VGC')).toBe(before);
    expect(await myOrders(player.client, true)).toHaveLength(3);
  });

  it('a repeated idempotency key places once', async () => {
    const item = spare[3]!;
    const player = await funded(admin, 1000);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        placeOrder(player.client, { itemId: item.id, side: 'BUY', price: 10, quantity: 2, key }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.order?.id)).size).toBe(1);
    expect(balance(await me(player.client), 'VGC')).toBe(1000 - 20 - 2);
  });

  it('admins halt an item or the market, set the tax and slots; each audited', async () => {
    const item = spare[4]!;
    const player = await funded(admin, 1000, { itemId: item.id, amount: 2 });
    const buyer = await funded(admin, 1000);
    await graphqlData(admin, HALT_ITEM, { itemId: item.id, halted: true });
    expect(
      errorOf(
        (await placeOrder(player.client, { itemId: item.id, side: 'SELL', price: 5, quantity: 1 })).errors,
      ),
    ).toEqual({
      message: "This item's market is halted",
      status: 409,
    });
    await graphqlData(admin, HALT_ITEM, { itemId: item.id, halted: false });
    await graphqlData(admin, HALT, { halted: true });
    expect(
      errorOf(
        (await placeOrder(player.client, { itemId: item.id, side: 'SELL', price: 5, quantity: 1 })).errors,
      ),
    ).toEqual({
      message: 'The market is halted',
      status: 409,
    });
    await graphqlData(admin, HALT, { halted: false });
    const notAdmin = await player.client.graphql(HALT, { halted: true });
    expect(notAdmin.body.errors?.[0]?.extensions?.status).toBe(403);

    await graphqlData(admin, SETTINGS, { input: { taxPercent: 5, baseSlots: 3, subscriberSlots: 6 } });
    try {
      await placed(player.client, { itemId: item.id, side: 'SELL', price: 20, quantity: 2 });
      const bid = await placed(buyer.client, { itemId: item.id, side: 'BUY', price: 20, quantity: 2 });
      expect(bid).toMatchObject({ status: 'FILLED', taxReserved: 2, taxCharged: 2 });
    } finally {
      await graphqlData(admin, SETTINGS, { input: { taxPercent: 10, baseSlots: 3, subscriberSlots: 6 } });
    }
    const bad = await admin.graphql(SETTINGS, {
      input: { taxPercent: 51, baseSlots: 3, subscriberSlots: 6 },
    });
    expect(bad.body.errors?.[0]?.extensions?.status).toBe(400);

    const changes = await graphqlData<{ marketChanges: Record<string, unknown>[] }>(admin, CHANGES, {});
    expect(
      changes.marketChanges
        .slice(0, 6)
        .map(({ entity, action }) => `${entity as string} ${action as string}`),
    ).toEqual([
      'MarketSettings updated',
      'MarketSettings updated',
      'Market resumed',
      'Market halted',
      'MarketItem resumed',
      'MarketItem halted',
    ]);
    expect(changes.marketChanges[1]).toMatchObject({
      before: '{"taxPercent":10}',
      after: '{"taxPercent":5}',
      actorName: 'admin',
    });
    await settled();
  });

  it("a player's market data is in their download; a deleted account leaves the book, its trades anonymised", async () => {
    const item = spare[5]!;
    const leaver = await funded(admin, 1000, { itemId: item.id, amount: 3 });
    const buyer = await funded(admin, 1000);
    await placed(leaver.client, { itemId: item.id, side: 'SELL', price: 30, quantity: 3 });
    await placed(buyer.client, { itemId: item.id, side: 'BUY', price: 30, quantity: 1 });
    await settled();
    const data = await graphqlData<{ myTradeData: string }>(leaver.client, '{ myTradeData }');
    const mine = JSON.parse(data.myTradeData) as {
      marketOrders: { rows: { side: string; remaining: number }[] };
      marketTrades: { rows: { side: string; price: number; tax: number }[] };
    };
    expect(mine.marketOrders.rows).toEqual([expect.objectContaining({ side: 'sell', remaining: 2 })]);
    expect(mine.marketTrades.rows).toEqual([expect.objectContaining({ side: 'sell', price: 30, tax: 0 })]);

    await leaver.client.post('/api/user/RequestAccountDeletion', {
      form: { password: sha256(leaver.password) },
    });
    const token = linkToken(
      await waitForMail(leaver.email, 'Delete your Vampire Hunt account'),
      'deleteAccount',
    );
    await new GatewayClient().post('/api/user/ConfirmAccountDeletion', { form: { token } });
    const left = () =>
      withServiceDb('economy', async (db) => ({
        orders: Number(
          (await db.query('select count(*) from market_orders where user_id = $1', [leaver.id])).rows[0]
            .count,
        ),
        fills: Number(
          (
            await db.query('select count(*) from market_fills where seller_id = $1 or buyer_id = $1', [
              leaver.id,
            ])
          ).rows[0].count,
        ),
      }));
    await eventually(left, (counts) => counts.orders === 0 && counts.fills === 0);
    const book = await graphqlData<{ marketBook: { asks: unknown[] } }>(buyer.client, BOOK, {
      itemId: item.id,
    });
    expect(book.marketBook.asks).toEqual([]);
    // The buyer's trade stays in their history.
    const trades = await graphqlData<{ myMarketTrades: { side: string }[] }>(buyer.client, MY_TRADES);
    expect(trades.myMarketTrades).toEqual([expect.objectContaining({ side: 'BUY', price: 30, tax: 3 })]);
  });

  it('the ledger verifies afterwards', async () => {
    await settled();
    const verified = await ledgerVerify();
    expect(verified).toEqual({ code: 0, output: expect.any(String) });
  });
});
