import { randomUUID } from 'node:crypto';
import { Topics, decodePayload, economyEvents } from '@vh/contracts';
import { EventCollector } from '../kit/events';
import { GatewayClient } from '../kit/gateway';
import { balance, held, me, type MeAnswer } from '../kit/game';
import { activatedPlayer, adminClient, type TestPlayer } from '../kit/players';
import {
  buySell,
  grant,
  setPlayer,
  shop,
  type ActionAnswer,
  type AdminItem,
  type TreasuryCard,
} from '../kit/shop';

const PURCHASED = 'Purchase successful! Item added to inventory.';

const MERCHANTS: [endpoint: string, types: string[]][] = [
  ['GetMercatus', ['accessory', 'coffin']],
  ['GetCrypt', ['retainer']],
  ['GetStable', ['mount']],
  ['GetArmory', ['armour', 'head', 'hands', 'feet']],
  ['GetWeaponMaster', ['weapon']],
  ['GetJewel', ['bait']],
  ['GetSanctum', ['emblem', 'power', 'key', 'alchemy', 'avatar', 'coin', 'hex']],
];

const priceOf = (item: { price: { shortName: string; value: number }[] }, shortName = 'VGC') =>
  item.price.find((entry) => entry.shortName === shortName)?.value ?? 0;

/** Nothing the player holds changed since `before`. */
async function expectUnchanged(client: GatewayClient, before: MeAnswer) {
  const after = await me(client);
  expect(after.currencies).toEqual(before.currencies);
  const holdings = (user: MeAnswer) => user.inventory.map((entry) => [entry.itemId, entry.amount]);
  expect(holdings(after)).toEqual(holdings(before));
}

/** Buying, crafting, selling and claiming through the gateway for real players. */
describe('economy', () => {
  let admin: GatewayClient;
  let player: TestPlayer;
  let adminItems: Map<number, AdminItem>;

  beforeAll(async () => {
    admin = await adminClient();
    player = await activatedPlayer();
    adminItems = new Map(
      (await admin.get<AdminItem[]>('/api/item')).body.map((item) => [item.id, item] as const),
    );
  });

  it('lists every merchant in the client item shape, by required XP', async () => {
    for (const [endpoint, types] of MERCHANTS) {
      const answer = await shop(player.client, endpoint);
      expect(answer.status).toBe(200);
      const items = answer.body;
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(types).toContain(item.itemType.shortName);
        expect(item.rarity.colorHex).toMatch(/^#[0-9a-f]{6}$/i);
        expect(item.price.length + item.craftingMats.length).toBeGreaterThan(0);
      }
      // Armory and Sanctum come tab by tab; within a tab the order is by required XP.
      for (const type of types) {
        const xps = items.filter((item) => item.itemType.shortName === type).map((item) => item.reqXP);
        expect(xps).toEqual([...xps].sort((a, b) => a - b));
      }
    }
    const retainers = (await shop(player.client, 'GetCrypt')).body;
    expect(retainers.every((item) => item.retainerCreatureType?.name)).toBe(true);
    const forged = (await shop(player.client, 'GetBloodforge')).body;
    expect(forged.length).toBeGreaterThan(0);
    expect(forged.every((item) => item.craftingMats.length > 0)).toBe(true);
    const weapons = new Set((await shop(player.client, 'GetWeaponMaster')).body.map((item) => item.id));
    expect(forged.some((item) => weapons.has(item.id))).toBe(false);

    expect((await shop(new GatewayClient(), 'GetJewel')).status).toBe(401);
    expect((await shop(player.client, 'GetNothing')).status).toBe(404);
  });

  it('buys at the quantity buttons, paying the price', async () => {
    const buyer = await activatedPlayer();
    const start = await me(buyer.client);
    const bait = (await shop(buyer.client, 'GetJewel')).body.find((item) => item.reqXP === 0)!;
    const bought = await buySell(buyer.client, bait.id, 10);
    expect(bought.status).toBe(200);
    expect(bought.body).toEqual({ success: true, message: PURCHASED });
    const after = await me(buyer.client);
    expect(balance(after, 'VGC')).toBe(balance(start, 'VGC') - 10 * priceOf(bait));
    expect(held(after, bait.id)).toBe(held(start, bait.id) + 10);
  });

  it('refuses every invalid purchase with a clear message and changes nothing', async () => {
    const buyer = await activatedPlayer();
    const start = await me(buyer.client);
    const jewel = (await shop(buyer.client, 'GetJewel')).body;
    const cheap = jewel.find((item) => item.reqXP === 0)!;
    const advanced = jewel.find((item) => item.reqXP > 0)!;
    const weapons = (await shop(buyer.client, 'GetWeaponMaster')).body;
    const dear = weapons.find((item) => item.reqXP === 0 && priceOf(item) > balance(start, 'VGC'));
    const stable = (await shop(buyer.client, 'GetStable')).body;
    const patronSteed = stable.find((item) => item.needSub > 0)!;
    const collection = (await shop<TreasuryCard[]>(buyer.client, 'GetTreasureRoom')).body[0]!.collection;

    const refusals: [itemId: number, amount: number, message: string | RegExp][] = [
      [cheap.id, 5, 'The Jewel Emporium sells 1, 10, 100 or 1000 at a time'],
      [cheap.id, 1000, `Not enough Vampire Gold Coins`],
      [advanced.id, 1, `You need ${advanced.reqXP} XP for ${advanced.name}`],
      [collection.id, 1, `${collection.name} is claimed at the Treasury, not bought`],
    ];
    if (dear) refusals.push([dear.id, 1, 'Not enough Vampire Gold Coins']);
    for (const [itemId, amount, message] of refusals) {
      const answer = await buySell(buyer.client, itemId, amount);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: false, message });
    }

    await expectUnchanged(buyer.client, start);

    await setPlayer(admin, buyer, { xp: patronSteed.reqXP });
    const promoted = await me(buyer.client);
    expect((await buySell(buyer.client, patronSteed.id, 1)).body).toEqual({
      success: false,
      message: `${patronSteed.name} needs an active Silver subscription`,
    });

    const malformed: [form: Record<string, string>, status: number, message: string][] = [
      [{ itemId: '999999', amount: '1' }, 404, 'Item not found'],
      [
        { itemId: String(cheap.id), amount: 'ten' },
        400,
        'amount must be a whole number from -1000000 to 1000000',
      ],
      [{ itemId: String(cheap.id) }, 400, 'Missing field: amount'],
      [{ itemId: String(cheap.id), amount: '0' }, 400, 'amount must not be 0'],
      [
        { itemId: String(cheap.id), amount: '5000000' },
        400,
        'amount must be a whole number from -1000000 to 1000000',
      ],
    ];
    for (const [form, status, message] of malformed) {
      const answer = await buyer.client.post<ActionAnswer>('/api/game/buysell', { form });
      expect([answer.status, answer.body.message]).toEqual([status, message]);
    }
    await expectUnchanged(buyer.client, promoted);
  });

  it('refuses a second unique item', async () => {
    const buyer = await activatedPlayer();
    const start = await me(buyer.client);
    const weapons = (await shop(buyer.client, 'GetWeaponMaster')).body;
    const unique = weapons.find((item) => item.unique && item.needSub === 0 && held(start, item.id) === 0)!;
    await setPlayer(admin, buyer, {
      xp: unique.reqXP,
      currencies: unique.price.map(({ shortName, value }) => ({ name: shortName, value: value * 2 })),
    });
    expect((await buySell(buyer.client, unique.id, 1)).body).toEqual({ success: true, message: PURCHASED });
    expect((await buySell(buyer.client, unique.id, 1)).body).toEqual({
      success: false,
      message: `You already own ${unique.name}`,
    });
    expect(held(await me(buyer.client), unique.id)).toBe(1);
  });

  it('crafts at the Bloodforge with mats and coin', async () => {
    const crafter = await activatedPlayer();
    const forged = (await shop(crafter.client, 'GetBloodforge')).body.sort((a, b) => a.reqXP - b.reqXP)[0]!;
    expect((await buySell(crafter.client, forged.id, 1)).body.success).toBe(false);

    await setPlayer(admin, crafter, {
      xp: forged.reqXP,
      currencies: forged.price.map(({ shortName, value }) => ({ name: shortName, value: value + 7 })),
    });
    for (const mat of forged.craftingMats) await grant(admin, crafter.id, mat.item.id, mat.amount + 1);
    const answer = await buySell(crafter.client, forged.id, 1);
    expect(answer.body).toEqual({ success: true, message: PURCHASED });
    const after = await me(crafter.client);
    expect(held(after, forged.id)).toBe(1);
    for (const mat of forged.craftingMats) expect(held(after, mat.item.id)).toBe(1);
    for (const { shortName } of forged.price) expect(balance(after, shortName)).toBe(7);
  });

  it('sells for the refund, and refuses what cannot be sold or is not held', async () => {
    const seller = await activatedPlayer();
    const start = await me(seller.client);
    const bait = start.inventory.find((entry) => entry.item?.itemType?.shortName === 'bait')!;
    const refund = adminItems.get(bait.itemId)!.refund.find((entry) => entry.name === 'VGC')!.value;
    expect(refund).toBeGreaterThan(0);

    expect((await buySell(seller.client, bait.itemId, -2)).body).toEqual({
      success: true,
      message: `Sold 2 × ${bait.item!.name}.`,
    });
    const after = await me(seller.client);
    expect(held(after, bait.itemId)).toBe(bait.amount - 2);
    expect(balance(after, 'VGC')).toBe(balance(start, 'VGC') + 2 * refund);

    expect((await buySell(seller.client, bait.itemId, -1000)).body).toEqual({
      success: false,
      message: `You do not have 1000 × ${bait.item!.name}`,
    });
    const collection = (await shop<TreasuryCard[]>(seller.client, 'GetTreasureRoom')).body[0]!.collection;
    expect((await buySell(seller.client, collection.id, -1)).body).toEqual({
      success: false,
      message: `${collection.name} cannot be sold`,
    });
  });

  it('claims a collection once every trophy is held, keeps the trophies and raises coolness', async () => {
    const collector = await activatedPlayer();
    const cards = (await shop<TreasuryCard[]>(collector.client, 'GetTreasureRoom')).body;
    expect(cards.length).toBeGreaterThan(0);
    const card = cards[cards.length - 1]!;
    const trophies = adminItems.get(card.collection.id)!.trophieItemIds;
    expect(card).toMatchObject({ claimed: false, collected: trophies.map(() => false) });
    expect(card.trophies).toHaveLength(trophies.length);

    const claim = () =>
      collector.client.post<ActionAnswer>('/api/game/ClaimCollection', {
        form: { collectionId: String(card.collection.id) },
      });
    expect((await claim()).body).toEqual({
      success: false,
      message: 'Not every trophy has been collected yet',
    });

    for (const trophy of trophies) await grant(admin, collector.id, trophy, 1);
    const full = (await shop<TreasuryCard[]>(collector.client, 'GetTreasureRoom')).body.find(
      (candidate) => candidate.collection.id === card.collection.id,
    )!;
    expect(full.collected.every(Boolean)).toBe(true);
    const coolness = async () =>
      (await collector.client.graphql<{ me: { coolness: number } }>('{ me { coolness } }')).body.data!.me
        .coolness;
    const before = await coolness();

    expect((await claim()).body).toEqual({
      success: true,
      message: 'Collection successfully claimed! Item added to inventory.',
    });
    const after = await me(collector.client);
    expect(held(after, card.collection.id)).toBe(1);
    for (const trophy of trophies) expect(held(after, trophy)).toBe(1);
    expect(await coolness()).toBeGreaterThan(before);
    expect((await claim()).body).toEqual({ success: false, message: 'Already claimed' });
    const claimed = (await shop<TreasuryCard[]>(collector.client, 'GetTreasureRoom')).body.find(
      (candidate) => candidate.collection.id === card.collection.id,
    )!;
    expect(claimed.claimed).toBe(true);
  });

  it('claims an achievement, and not a collection as one', async () => {
    const hero = await activatedPlayer();
    const achievement = (await shop<TreasuryCard[]>(hero.client, 'GetAchievements')).body[0]!.collection;
    const collection = (await shop<TreasuryCard[]>(hero.client, 'GetTreasureRoom')).body[0]!.collection;
    for (const trophy of adminItems.get(achievement.id)!.trophieItemIds)
      await grant(admin, hero.id, trophy, 1);
    const claim = (achievementId: number) =>
      hero.client.post<ActionAnswer>('/api/game/ClaimAchievement', {
        form: { achievementId: String(achievementId) },
      });
    expect((await claim(collection.id)).body).toEqual({
      success: false,
      message: `${collection.name} is not an achievement`,
    });
    expect((await claim(achievement.id)).body).toEqual({
      success: true,
      message: 'Achievement successfully claimed! Item added to inventory.',
    });
    expect(held(await me(hero.client), achievement.id)).toBe(1);
  });

  it('applies a retried purchase once and refuses a key reused for another trade', async () => {
    const buyer = await activatedPlayer();
    const start = await me(buyer.client);
    const bait = (await shop(buyer.client, 'GetJewel')).body.find((item) => item.reqXP === 0)!;
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => buySell(buyer.client, bait.id, 1, key)),
    );
    expect(answers.map((answer) => answer.body)).toEqual(
      answers.map(() => ({ success: true, message: PURCHASED })),
    );
    const reused = await buySell(buyer.client, bait.id, 10, key);
    expect([reused.status, reused.body.message]).toEqual([
      422,
      'This idempotency key was used for another trade',
    ]);
    const after = await me(buyer.client);
    expect(held(after, bait.id)).toBe(held(start, bait.id) + 1);
    expect(balance(after, 'VGC')).toBe(balance(start, 'VGC') - priceOf(bait));
  });

  it('keeps a ledger of the trades and publishes them', async () => {
    const events = await new EventCollector(Topics.economyTrades).start();
    const trader = await activatedPlayer();
    const bait = (await shop(trader.client, 'GetJewel')).body.find((item) => item.reqXP === 0)!;
    expect((await buySell(trader.client, bait.id, 1)).body.success).toBe(true);
    expect((await buySell(trader.client, bait.id, -1)).body.success).toBe(true);

    const ledger = await trader.client.graphql<{
      myTrades: { kind: string; item: { id: number; name: string }; amount: number; merchant: string }[];
    }>('{ myTrades { kind amount merchant item { id name } currencies { shortName delta } } }');
    expect(
      ledger.body.data!.myTrades.map(({ kind, amount, merchant, item }) => [kind, amount, merchant, item.id]),
    ).toEqual([
      ['SELL', 1, '', bait.id],
      ['BUY', 1, 'Jewel Emporium', bait.id],
    ]);

    const bought = await events.waitFor((envelope) => {
      const trade = decodePayload(envelope, economyEvents.TradeCompletedSchema);
      return trade?.userId === trader.id && trade.kind === 'buy';
    });
    expect(decodePayload(bought, economyEvents.TradeCompletedSchema)).toMatchObject({
      itemId: bait.id,
      amount: 1n,
      merchant: 'Jewel Emporium',
      currencies: [{ shortName: 'VGC', delta: BigInt(-priceOf(bait)) }],
    });
    await events.stop();
  });
});
