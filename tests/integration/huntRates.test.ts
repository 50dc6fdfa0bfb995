import { randomInt, randomUUID } from 'node:crypto';
import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { physicalTopic } from '@vh/kit';
import { Topics, decodePayload, encodeEvent, gameEvents } from '@vh/contracts';
import { EventCollector, testKafka } from '../kit/events';
import type { GatewayClient } from '../kit/gateway';
import { huntToEnd, me } from '../kit/game';
import { activatedPlayer, adminClient } from '../kit/players';
import { eventually } from '../kit/wait';

const { EnemyPick } = gameEvents;
// The plain-object form of the init shape (not the message form), so Partial<Hunt> spreads cleanly.
type Hunt = Exclude<MessageInitShape<typeof gameEvents.HuntCompletedSchema>, { $typeName: string }>;

interface Observed {
  count: number;
  trials: number;
  rate: number;
  low: number;
  high: number;
}

interface GroundRates {
  hunts: number;
  enemies: { enemyId: number; observed: Observed | null; drops: { fights: number } }[];
  tables: {
    huntingTableId: number;
    rolls: number;
    enemies: {
      enemyId: number;
      observed: Observed | null;
      configuredShare: number | null;
      differs: boolean | null;
    }[];
  }[];
}

interface DropRates {
  fights: number;
  averageLootchance: number;
  items: {
    itemId: number;
    observed: Observed | null;
    averageAmount: number | null;
    configuredChance: number | null;
    differs: boolean | null;
  }[];
}

const OBSERVED = 'count trials rate low high';
const GROUND_RATES = `query($id: Int!, $configured: Boolean) {
  huntingGroundRates(huntingGroundId: $id, configured: $configured) {
    hunts
    enemies { enemyId observed { ${OBSERVED} } drops { fights } }
    tables { huntingTableId rolls enemies { enemyId observed { ${OBSERVED} } configuredShare differs } }
  }
}`;
const DROP_RATES = `query($id: Int!, $configured: Boolean) {
  enemyDropRates(enemyId: $id, configured: $configured) {
    fights averageLootchance
    items { itemId observed { ${OBSERVED} } averageAmount configuredChance differs }
  }
}`;

async function groundRates(client: GatewayClient, id: number, configured = false) {
  const answer = await client.graphql<{ huntingGroundRates: GroundRates }>(GROUND_RATES, { id, configured });
  if (!answer.body.data) throw new Error(`huntingGroundRates: ${answer.text}`);
  return answer.body.data.huntingGroundRates;
}

async function dropRates(client: GatewayClient, id: number, configured = false) {
  const answer = await client.graphql<{ enemyDropRates: DropRates }>(DROP_RATES, { id, configured });
  if (!answer.body.data) throw new Error(`enemyDropRates: ${answer.text}`);
  return answer.body.data.enemyDropRates;
}

/** Publishes HuntCompleted events as the game would (same topic, keyed by the player: one partition, in order). */
async function publishHunts(userId: string, hunts: { id: string; hunt: Hunt }[]) {
  const producer = testKafka().producer();
  await producer.connect();
  await producer.send({
    topic: physicalTopic(Topics.gamePlayers),
    messages: hunts.map(({ id, hunt }) => ({
      key: userId,
      value: Buffer.from(
        encodeEvent(
          gameEvents.HuntCompletedSchema,
          create(gameEvents.HuntCompletedSchema, { userId, ...hunt }),
          {
            id,
            occurredAt: new Date(),
            producer: 'tests',
          },
        ),
      ),
    })),
  });
  await producer.disconnect();
}

const metOf = (rates: GroundRates, enemyId: number) =>
  rates.enemies.find((enemy) => enemy.enemyId === enemyId)?.observed;

/** The published attraction and drop rates: hunt events through Kafka into analytics, counted once. */
describe('hunt rates', () => {
  let admin: GatewayClient;

  beforeAll(async () => {
    admin = await adminClient();
  });

  it('counts hunts with known outcomes exactly, and a replayed event not again', async () => {
    // Ids content does not have, so no other suite's hunts land here (admins read any ground).
    const base = 900_000_000 + randomInt(1_000_000) * 10;
    const [ground, table, hunter, prey, trophy, fang] = [
      base,
      base + 1,
      base + 2,
      base + 3,
      base + 4,
      base + 5,
    ];
    const userId = randomUUID();
    const hunt = (changes: Partial<Hunt>): { id: string; hunt: Hunt } => ({
      id: randomUUID(),
      hunt: {
        huntingGroundId: ground,
        huntingTableId: table,
        baitItemId: 1,
        enemyPick: EnemyPick.TABLE,
        result: 3,
        ...changes,
      },
    });
    const win = (enemyId: number, loot: { itemId: number; amount: bigint }[], lootchancePercent = 0) =>
      hunt({ enemyId, tableEnemyId: enemyId, result: 2, lootRolled: true, loot, lootchancePercent });
    const hunts = [
      win(hunter, [
        { itemId: trophy, amount: 2n },
        { itemId: trophy, amount: 1n },
      ]),
      win(hunter, [{ itemId: trophy, amount: 4n }], 20),
      win(hunter, [{ itemId: fang, amount: 1n }], 10),
      // A loss against the hunter: met, but its loot was not rolled.
      hunt({ enemyId: hunter, tableEnemyId: hunter }),
      // Summoning replaced the table's hunter by the prey: the table counts the hunter, the ground the prey.
      hunt({
        enemyId: prey,
        tableEnemyId: hunter,
        enemyPick: EnemyPick.SUMMONING,
        result: 2,
        lootRolled: true,
      }),
      hunt({ enemyId: prey, tableEnemyId: prey, result: 1 }),
    ];
    const replayed = hunts[0]!;
    await publishHunts(userId, [
      ...hunts,
      // A redelivery within the same batch.
      replayed,
      // An event from before the rates (no pick) and an auto-hunt without bait: not counted.
      hunt({ enemyId: hunter, tableEnemyId: 0, enemyPick: EnemyPick.UNSPECIFIED, result: 2 }),
      { id: randomUUID(), hunt: { huntingGroundId: ground, result: 4 } },
    ]);

    const rates = await eventually(
      () => groundRates(admin, ground),
      (answer) => answer.hunts >= 6,
    );
    expect(rates.hunts).toBe(6);
    expect(metOf(rates, hunter)).toMatchObject({ count: 4, trials: 6 });
    expect(metOf(rates, prey)).toMatchObject({ count: 2, trials: 6 });
    const [tableRates] = rates.tables;
    expect(tableRates).toMatchObject({ huntingTableId: table, rolls: 6 });
    expect(tableRates!.enemies.map((enemy) => [enemy.enemyId, enemy.observed?.count])).toEqual([
      [hunter, 5],
      [prey, 1],
    ]);
    // Without configured rates nothing is compared.
    expect(tableRates!.enemies[0]!.configuredShare).toBeNull();
    expect(tableRates!.enemies[0]!.differs).toBeNull();

    const hunterDrops = await dropRates(admin, hunter);
    expect(hunterDrops.fights).toBe(3);
    expect(hunterDrops.averageLootchance).toBeCloseTo(10, 10);
    expect(hunterDrops.items).toEqual([
      {
        itemId: trophy,
        observed: {
          count: 2,
          trials: 3,
          rate: 2 / 3,
          low: expect.closeTo(0.2077, 4),
          high: expect.closeTo(0.9385, 4),
        },
        averageAmount: 3.5,
        configuredChance: null,
        differs: null,
      },
      {
        itemId: fang,
        observed: {
          count: 1,
          trials: 3,
          rate: 1 / 3,
          low: expect.closeTo(0.0615, 4),
          high: expect.closeTo(0.7923, 4),
        },
        averageAmount: 1,
        configuredChance: null,
        differs: null,
      },
    ]);
    expect(await dropRates(admin, prey)).toEqual({ fights: 1, averageLootchance: 0, items: [] });

    // A later redelivery of counted events, then a sentinel on the same partition: once the
    // sentinel is counted the redelivery was handled, and counted nothing.
    const sentinel = hunt({ huntingGroundId: ground + 9, enemyId: prey, tableEnemyId: prey });
    await publishHunts(userId, [replayed, hunts[4]!, sentinel]);
    await eventually(
      () => groundRates(admin, ground + 9),
      (answer) => answer.hunts >= 1,
    );
    const after = await groundRates(admin, ground);
    expect(after.hunts).toBe(6);
    expect(metOf(after, hunter)?.count).toBe(4);
    expect((await dropRates(admin, hunter)).items.map((item) => item.observed?.count)).toEqual([2, 1]);
  });

  it('fills the hunt event from a real hunt and publishes it to players, the configured rates to admins only', async () => {
    const player = await activatedPlayer();
    const collector = await new EventCollector(Topics.gamePlayers).start();
    try {
      const groundId = (await me(player.client)).currentHuntingGround!.id;
      const before = await groundRates(player.client, groundId);
      const fight = await huntToEnd(player.client);
      const envelope = await collector.waitFor(
        (candidate) => decodePayload(candidate, gameEvents.HuntCompletedSchema)?.userId === player.id,
      );
      const event = decodePayload(envelope, gameEvents.HuntCompletedSchema)!;
      expect(event).toMatchObject({
        huntingGroundId: groundId,
        enemyId: fight.enemyInfo!.enemyId,
        result: fight.result,
      });
      expect(event.baitItemId).toBeGreaterThan(0);
      expect(event.huntingTableId).toBeGreaterThan(0);
      expect(event.tableEnemyId).toBeGreaterThan(0);
      expect(event.enemyPick).not.toBe(EnemyPick.UNSPECIFIED);
      expect(event.lootRolled).toBe(fight.result === 2);

      const after = await eventually(
        () => groundRates(player.client, groundId),
        (answer) => answer.hunts > before.hunts,
      );
      expect(after.hunts).toBeGreaterThan(before.hunts);
      expect(metOf(after, event.enemyId)!.count).toBeGreaterThan(metOf(before, event.enemyId)?.count ?? 0);
    } finally {
      await collector.stop();
    }

    const groundId = (await me(player.client)).currentHuntingGround!.id;
    const refused = await player.client.graphql(GROUND_RATES, { id: groundId, configured: true });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const refusedDrops = await player.client.graphql(DROP_RATES, { id: 1, configured: true });
    expect(refusedDrops.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    // Players read only grounds content shows them.
    const unknown = await player.client.graphql(GROUND_RATES, { id: 999_999_999 });
    expect(unknown.body.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });

    // Admins see every table's configured shares, which add up to the whole roll.
    const configured = await groundRates(admin, groundId, true);
    expect(configured.tables.length).toBeGreaterThan(0);
    for (const table of configured.tables) {
      const shares = table.enemies.map((enemy) => enemy.configuredShare ?? 0);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(1, 10);
      for (const enemy of table.enemies) expect(typeof enemy.differs).toBe('boolean');
    }
  });
});
