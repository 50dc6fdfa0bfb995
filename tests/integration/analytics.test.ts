import { randomUUID } from 'node:crypto';
import { create } from '@bufbuild/protobuf';
import { Redis } from 'ioredis';
import { physicalTopic } from '@vh/kit';
import { Topics, encodeEvent, gameEvents } from '@vh/contracts';
import { testKafka } from '../kit/events';
import type { GatewayClient } from '../kit/gateway';
import { huntToEnd, me } from '../kit/game';
import { eventually } from '../kit/wait';
import { ladderPage, myRanks, myXpRow, type LadderRow } from '../kit/ladder';
import { activatedPlayer, adminClient, type TestPlayer } from '../kit/players';
import { setPlayer } from '../kit/shop';
import { stackInfo } from '../kit/stackInfo';

interface AnalyticsRecord {
  id: number;
  timestamp: number;
  users: number;
  usersActiveWeek: number;
  usersActiveMonth: number;
  usersActive: number;
  silverSubsActive: number;
  goldSubsActive: number;
  platSubsActive: number;
  purchases: { packageId: number; amount: number }[];
}

interface PublishedProgress {
  eventId: string;
  player: TestPlayer;
  totals: { xp: number; coolness: number; version: number };
}

/** Publishes PlayerProgressed events as the game would, in one send (so they may share a batch). */
async function publishProgresses(events: PublishedProgress[]) {
  const producer = testKafka().producer();
  await producer.connect();
  await producer.send({
    topic: physicalTopic(Topics.gamePlayers),
    messages: events.map(({ eventId, player, totals }) => ({
      key: player.id,
      value: Buffer.from(
        encodeEvent(
          gameEvents.PlayerProgressedSchema,
          create(gameEvents.PlayerProgressedSchema, {
            userId: player.id,
            name: player.name,
            xpTotal: BigInt(totals.xp),
            coolness: totals.coolness,
            progressVersion: BigInt(totals.version),
          }),
          { id: eventId, occurredAt: new Date(), producer: 'tests' },
        ),
      ),
    })),
  });
  await producer.disconnect();
}

/** Publishes a PlayerProgressed as the game would, with a chosen event id (to redeliver it). */
const publishProgress = (eventId: string, player: TestPlayer, totals: PublishedProgress['totals']) =>
  publishProgresses([{ eventId, player, totals }]);

const xpOf = async (client: GatewayClient) => (await myXpRow(client))?.xp ?? null;

/** The ladders and daily records, fed only by Kafka events. */
describe('analytics', () => {
  let admin: GatewayClient;

  beforeAll(async () => {
    admin = await adminClient();
  });

  it('orders players by XP, moves them as they progress, and leaves players without XP unranked', async () => {
    const players = [await activatedPlayer(), await activatedPlayer(), await activatedPlayer()];
    expect(await myRanks(players[0]!.client)).toEqual({ ladderRank: null, coolnessRank: null });

    const xps = [1_000_001, 1_000_003, 1_000_002];
    for (const [index, player] of players.entries()) await setPlayer(admin, player, { xp: xps[index]! });
    // Other suites' events may still be arriving and move everyone: read a page (one atomic read)
    // from the leader of the three and expect the three in a row.
    const rowsFrom = async (leader: TestPlayer) => {
      const { ladderRank } = await myRanks(leader.client);
      if (ladderRank === null) return [];
      const page = await ladderPage(leader.client, 'xp', ladderRank - 1);
      return page.slice(0, 3).map((row) => [row.name, row.xp, row.ladderRank! - page[0]!.ladderRank!]);
    };
    const names = (order: number[]) => order.map((index) => players[index]!.name);
    const inOrder = (order: number[], totals: number[]) => (rows: unknown[][]) =>
      JSON.stringify(rows) ===
      JSON.stringify(names(order).map((name, place) => [name, totals[place], place]));

    const ordered = inOrder([1, 2, 0], [1_000_003, 1_000_002, 1_000_001]);
    expect(ordered(await eventually(() => rowsFrom(players[1]!), ordered))).toBe(true);
    const page = await ladderPage(players[0]!.client, 'xp', 0);
    expect(page.length).toBeLessThanOrEqual(50);

    await setPlayer(admin, players[0]!, { xp: 1_000_010 });
    const moved = inOrder([0, 1, 2], [1_000_010, 1_000_003, 1_000_002]);
    expect(moved(await eventually(() => rowsFrom(players[0]!), moved))).toBe(true);
  });

  it('shows a hunt on the ladder', async () => {
    const hunter = await activatedPlayer();
    const fight = await huntToEnd(hunter.client);
    const xp = (await me(hunter.client)).xp;
    expect(xp).toBe(fight.rewardXP);
    if (xp === 0) return expect(await myRanks(hunter.client)).toMatchObject({ ladderRank: null });
    expect(
      await eventually(
        () => xpOf(hunter.client),
        (found) => found === xp,
      ),
    ).toBe(xp);
  });

  it('ignores a redelivered event and a stale one', async () => {
    const player = await activatedPlayer();
    const eventId = randomUUID();
    const version = 1_000_000_000;
    await publishProgress(eventId, player, { xp: 777, coolness: 3, version });
    expect(
      await eventually(
        () => xpOf(player.client),
        (xp) => xp === 777,
      ),
    ).toBe(777);

    // The same event id again (with other totals, to make a second application visible) ...
    await publishProgress(eventId, player, { xp: 888, coolness: 4, version: version + 1 });
    // ... and a new event older than what the ladder holds.
    await publishProgress(randomUUID(), player, { xp: 999, coolness: 5, version: version - 1 });
    // A later, newer event proves both were consumed before it.
    const marker = randomUUID();
    await publishProgress(marker, player, { xp: 778, coolness: 3, version: version + 2 });
    expect(
      await eventually(
        () => xpOf(player.client),
        (xp) => xp === 778,
      ),
    ).toBe(778);
  });

  it("applies many players' progress arriving together, each player's newest", async () => {
    const players = [await activatedPlayer(), await activatedPlayer(), await activatedPlayer()];
    const version = 2_000_000_000;
    // One send, so the consumer may apply them in one batch: each player progresses twice.
    await publishProgresses(
      [0, 1].flatMap((step) =>
        players.map((player, index) => ({
          eventId: randomUUID(),
          player,
          totals: { xp: 600 + 100 * index + step, coolness: 1 + step, version: version + step },
        })),
      ),
    );
    for (const [index, player] of players.entries()) {
      const newest = 601 + 100 * index;
      expect(
        await eventually(
          () => xpOf(player.client),
          (xp) => xp === newest,
        ),
      ).toBe(newest);
    }
  });

  it('rebuilds the ladders from PostgreSQL when Redis loses them', async () => {
    const player = await activatedPlayer();
    await setPlayer(admin, player, { xp: 4242 });
    const before = await eventually(
      () => myXpRow(player.client),
      (row) => row?.xp === 4242,
    );
    const top = await ladderPage(player.client, 'xp', 0);

    const redis = new Redis(stackInfo().redisUrl);
    await redis.flushdb();
    redis.disconnect();

    expect(await myXpRow(player.client)).toEqual(before);
    expect(await ladderPage(player.client, 'xp', 0)).toEqual(top);
    const coolness = await ladderPage(player.client, 'coolness', 0);
    expect(coolness.every((row: LadderRow) => row.coolness > 0 && row.coolnessRank !== null)).toBe(true);
  });

  it('serves the daily records to admins only', async () => {
    const player = await activatedPlayer();
    await huntToEnd(player.client);
    const today = Math.floor(Date.parse(new Date().toISOString().slice(0, 10)) / 1000);
    const records = await eventually(
      async () => (await admin.get<AnalyticsRecord[]>('/api/GameAppStats')).body,
      (found) => found[0]?.timestamp === today && found[0].usersActive > 0,
    );
    expect(records[0]).toMatchObject({
      timestamp: today,
      users: expect.any(Number),
      usersActiveWeek: expect.any(Number),
      // Other suites buy and subscribe on the same stack (tests/integration/payments.test.ts checks them).
      silverSubsActive: expect.any(Number),
      purchases: expect.any(Array),
    });
    expect(records[0]!.users).toBeGreaterThanOrEqual(records[0]!.usersActive);
    expect(records[0]!.usersActiveWeek).toBeGreaterThanOrEqual(records[0]!.usersActive);
    expect(records[0]!.usersActiveMonth).toBeGreaterThanOrEqual(records[0]!.usersActiveWeek);
    expect((await player.client.get('/api/GameAppStats')).status).toBe(403);
  });
});
