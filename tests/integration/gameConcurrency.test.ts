import { randomUUID } from 'node:crypto';
import { exchange } from '../kit/exchange';
import { balance, held, me, ofType, type CombatAnswer } from '../kit/game';
import { activatedPlayer, adminClient } from '../kit/players';
import { stackInfo } from '../kit/stackInfo';

/** Money-like state under concurrent calls and retries: hunts, bait and the exchange call. */
describe('game concurrency', () => {
  it('32 simultaneous hunt calls start exactly one hunt and consume exactly one bait', async () => {
    const player = await activatedPlayer();
    const start = await me(player.client);
    const bait = ofType(start, 'bait')[0]!.itemId;

    const answers = await Promise.all(
      Array.from({ length: 32 }, () => player.client.get<CombatAnswer>('/api/Game/hunt')),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const fights = new Set(answers.map((answer) => answer.body.id));
    expect(fights.size).toBe(1);
    expect([...fights][0]).toEqual(expect.any(String));
    expect(held(await me(player.client), bait)).toBe(held(start, bait) - 1);
    const journalBefore = (await player.client.get<unknown[]>('/api/Journal')).body.length;
    expect(journalBefore).toBe(0);
  });

  it('100 concurrent exchanges against a balance for 10 purchases apply exactly 10', async () => {
    const player = await activatedPlayer();
    const start = await me(player.client);
    const bait = ofType(start, 'bait')[0]!.itemId;
    const price = balance(start, 'VGC') / 10;

    const outcomes = await Promise.all(
      Array.from({ length: 100 }, () =>
        exchange({
          userId: player.id,
          currencies: [{ shortName: 'VGC', delta: -price }],
          items: [{ itemId: bait, delta: 1 }],
          reason: 'buy',
        }),
      ),
    );
    const statuses = outcomes.map((outcome) => outcome.status);
    expect(statuses.filter((status) => status === 'applied')).toHaveLength(10);
    expect(statuses.filter((status) => status === 'refused')).toHaveLength(90);
    const refusal = outcomes.find((outcome) => outcome.status === 'refused');
    expect(refusal).toMatchObject({ code: 'INSUFFICIENT_FUNDS', message: 'Not enough Vampire Gold Coins' });
    const after = await me(player.client);
    expect(balance(after, 'VGC')).toBe(0);
    expect(held(after, bait)).toBe(held(start, bait) + 10);
  });

  it('an exchange repeated with the same key applies once, and a key cannot carry another payload', async () => {
    const player = await activatedPlayer();
    const start = await me(player.client);
    const key = randomUUID();
    const call = { idempotencyKey: key, userId: player.id, currencies: [{ shortName: 'VGC', delta: 25 }] };
    const repeated = await Promise.all(Array.from({ length: 10 }, () => exchange(call)));
    const statuses = repeated.map((outcome) => outcome.status);
    expect(statuses.filter((status) => status === 'applied')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'replayed')).toHaveLength(9);
    expect(balance(await me(player.client), 'VGC')).toBe(balance(start, 'VGC') + 25);

    // A refusal is final for its key, even once the player could afford it.
    const tooDear = {
      idempotencyKey: randomUUID(),
      userId: player.id,
      currencies: [{ shortName: 'VGC', delta: -1e9 }],
    };
    expect(await exchange(tooDear)).toMatchObject({ status: 'refused', code: 'INSUFFICIENT_FUNDS' });
    expect(
      await exchange({ userId: player.id, currencies: [{ shortName: 'VGC', delta: 2e9 }] }),
    ).toMatchObject({
      status: 'applied',
    });
    expect(await exchange(tooDear)).toMatchObject({ status: 'refused', code: 'INSUFFICIENT_FUNDS' });
    expect(await exchange({ ...tooDear, idempotencyKey: randomUUID(), settleOnly: true })).toMatchObject({
      status: 'refused',
      code: 'NOT_APPLIED',
    });
    await exchange({ userId: player.id, currencies: [{ shortName: 'VGC', delta: -2e9 }] });

    const reused = await exchange({ ...call, currencies: [{ shortName: 'VGC', delta: 99 }] });
    expect(reused).toMatchObject({ status: 'refused', code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(balance(await me(player.client), 'VGC')).toBe(balance(start, 'VGC') + 25);
  });

  it('refuses what would break the rules, writing nothing', async () => {
    const admin = await adminClient();
    const player = await activatedPlayer();
    const start = await me(player.client);
    const items = (await admin.get<{ id: number; unique: boolean; name: string }[]>('/api/item')).body;
    const unique = items.find((item) => item.unique)!;
    const bait = ofType(start, 'bait')[0]!.itemId;

    expect(await exchange({ userId: player.id, items: [{ itemId: unique.id, delta: 2 }] })).toMatchObject({
      status: 'refused',
      code: 'UNIQUE_ITEM',
    });
    expect(
      await exchange({ userId: player.id, currencies: [{ shortName: 'SIGIL', delta: -1 }] }),
    ).toMatchObject({
      status: 'refused',
      code: 'SUBSCRIPTION_REQUIRED',
    });
    expect(
      await exchange({
        userId: player.id,
        currencies: [{ shortName: 'VGC', delta: 5 }],
        items: [{ itemId: bait, delta: -11 }],
      }),
    ).toMatchObject({ status: 'refused', code: 'INSUFFICIENT_ITEMS' });
    expect(
      await exchange({ userId: player.id, currencies: [{ shortName: 'NOPE', delta: 1 }] }),
    ).toMatchObject({
      status: 'refused',
      code: 'UNKNOWN_CURRENCY',
    });
    const credit = { userId: player.id, currencies: [{ shortName: 'VGC', delta: 1 }] };
    expect(await exchange({ ...credit, requirements: { minXp: 1_000_000 } })).toMatchObject({
      status: 'refused',
      code: 'XP_REQUIRED',
      message: 'You need 1000000 XP',
    });
    expect(await exchange({ ...credit, requirements: { minSubscriptionLevel: 2 } })).toMatchObject({
      status: 'refused',
      code: 'SUBSCRIPTION_LEVEL_REQUIRED',
      message: 'You need an active Gold subscription',
    });
    expect(
      await exchange({ ...credit, requirements: { heldItems: [{ itemId: bait, amount: 11 }] } }),
    ).toMatchObject({ status: 'refused', code: 'ITEMS_REQUIRED' });
    // A balance the player must hold beyond what the exchange takes (a market buy's tax).
    const vgc = balance(start, 'VGC');
    expect(
      await exchange({
        userId: player.id,
        currencies: [{ shortName: 'VGC', delta: -1 }],
        requirements: { heldCurrencies: [{ shortName: 'VGC', amount: vgc + 1 }] },
      }),
    ).toMatchObject({ status: 'refused', code: 'INSUFFICIENT_FUNDS' });
    await expect(
      exchange({ userId: 'not-a-player', currencies: [{ shortName: 'VGC', delta: 1 }] }),
    ).rejects.toMatchObject({ httpStatus: 422 });
    await expect(
      exchange({ userId: player.id, currencies: [{ shortName: 'VGC', delta: 0 }] }),
    ).rejects.toMatchObject({ httpStatus: 422 });
    const after = await me(player.client);
    expect(balance(after, 'VGC')).toBe(balance(start, 'VGC'));
    expect(held(after, bait)).toBe(held(start, bait));
    expect(held(after, unique.id)).toBe(0);
  });

  it('only services may call the exchange', async () => {
    const response = await fetch(`${stackInfo().serviceUrls.game}/internal/exchange`, {
      method: 'POST',
      body: Buffer.from([]),
    });
    expect(response.status).toBe(401);
  });
});
