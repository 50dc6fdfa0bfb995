import { randomUUID } from 'node:crypto';
import {
  OutboxRelay,
  createDatabase,
  createKafka,
  createLogger,
  createOutboxTable,
  createProducer,
  enqueueEvent,
  ensureDatabaseExists,
  setKafkaNamespace,
  type Knex,
} from '@vh/kit';
import { decodePayload, identityEvents } from '@vh/contracts';
import pg from 'pg';
import { EventCollector } from '../kit/events';
import { stackInfo } from '../kit/stackInfo';

const logger = createLogger('outbox-test', 'silent');
const topic = `vh.test.outbox.${randomUUID()}`;

/** A relay on its own producer; `sendDelayMs` holds each of its sends back (a slow replica). */
function relayWith(db: Knex, databaseUrl: string, brokers: string[], batchSize?: number, sendDelayMs = 0) {
  // The test stack's namespace, as the collector reading the topic uses it.
  setKafkaNamespace(stackInfo().kafkaNamespace);
  const producer = createProducer(createKafka('outbox-test', brokers, logger));
  const sending: typeof producer = {
    ...producer,
    sendBatch: async (batch) => {
      await new Promise((resolve) => setTimeout(resolve, sendDelayMs));
      return producer.sendBatch(batch);
    },
  };
  return {
    producer,
    relay: new OutboxRelay({ db, databaseUrl, producer: sending, logger, service: 'test', batchSize }),
  };
}

async function enqueueRegistration(db: Knex, userId: string, name = 'outbox'): Promise<void> {
  await db.transaction((trx) =>
    enqueueEvent(trx, {
      topic,
      key: userId,
      schema: identityEvents.UserRegisteredSchema,
      payload: {
        $typeName: identityEvents.UserRegisteredSchema.typeName,
        userId,
        name,
        email: 'outbox@example.com',
        role: 555,
      },
      producer: 'test',
    }),
  );
}

describe('transactional outbox', () => {
  const databaseUrl = (() => {
    const url = new URL(stackInfo().postgresUrl);
    url.pathname = '/vh_test_outbox';
    return url.toString();
  })();
  let db: Knex;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: stackInfo().postgresUrl });
    await admin.connect();
    await admin.query('drop database if exists vh_test_outbox with (force)');
    await admin.end();
    await ensureDatabaseExists(databaseUrl);
    db = createDatabase(databaseUrl);
    await createOutboxTable(db);
  });
  afterAll(() => db.destroy());

  it('keeps events while Kafka is unreachable and delivers them, once, when it is back', async () => {
    const userId = randomUUID();
    await enqueueRegistration(db, userId);

    // Kafka down: a relay pointed at a closed port cannot publish; the row stays pending.
    const down = relayWith(db, databaseUrl, ['127.0.0.1:1']);
    await expect(down.relay.publishBatch()).rejects.toThrow();
    await down.producer.disconnect().catch(() => undefined);
    expect(await db('outbox').whereNull('published_at').count({ n: '*' })).toEqual([{ n: 1 }]);

    // The relay is killed and replaced: a fresh relay with Kafka back delivers the waiting event.
    const collector = await new EventCollector(topic).start();
    const up = relayWith(db, databaseUrl, stackInfo().kafkaBrokers.split(','));
    await up.producer.connect();
    await up.relay.start();
    const envelope = await collector.waitFor(
      (candidate) => decodePayload(candidate, identityEvents.UserRegisteredSchema)?.userId === userId,
    );
    expect(envelope.producer).toBe('test');
    await up.relay.stop();
    expect(await db('outbox').whereNull('published_at').count({ n: '*' })).toEqual([{ n: 0 }]);

    // Nothing is sent twice by the relay: give Kafka a moment and count.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(collector.envelopes.filter((e) => e.id === envelope.id)).toHaveLength(1);
    await collector.stop();
    await up.producer.disconnect();
  });

  it("keeps a key's events in commit order with two relays (two replicas) publishing at once", async () => {
    const userId = randomUUID();
    const count = 12;
    // Each in a transaction of its own, one after the other: the order the events must keep.
    for (let index = 0; index < count; index++) await enqueueRegistration(db, userId, String(index));
    const collector = await new EventCollector(topic).start();
    const brokers = stackInfo().kafkaBrokers.split(',');
    const slow = relayWith(db, databaseUrl, brokers, 4, 500);
    const fast = relayWith(db, databaseUrl, brokers, 4);
    await Promise.all([slow.producer.connect(), fast.producer.connect()]);
    // The slow replica claims the oldest batch and takes its time sending it; meanwhile the fast one
    // tries too. Were both to publish, the fast one's newer batch would reach Kafka first.
    const slowBatch = slow.relay.publishBatch();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await fast.relay.publishBatch();
    await slowBatch;
    while ((await db('outbox').whereNull('published_at').count({ n: '*' }))[0]!.n !== 0) {
      await fast.relay.publishBatch();
    }
    const names = () =>
      collector.envelopes
        .map((envelope) => decodePayload(envelope, identityEvents.UserRegisteredSchema))
        .filter((event) => event?.userId === userId)
        .map((event) => Number(event!.name));
    const deadline = Date.now() + 30_000;
    while (names().length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(names()).toEqual([...Array(count).keys()]);
    await collector.stop();
    await Promise.all([slow.producer.disconnect(), fast.producer.disconnect()]);
  });

  it('publishes only committed events', async () => {
    const userId = randomUUID();
    await expect(
      db.transaction(async (trx) => {
        await enqueueEvent(trx, {
          topic,
          key: userId,
          schema: identityEvents.UserDeletedSchema,
          payload: { $typeName: identityEvents.UserDeletedSchema.typeName, userId, name: 'x' },
          producer: 'test',
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await db('outbox').whereRaw('message_key = ?', [userId]).count({ n: '*' })).toEqual([{ n: 0 }]);
  });
});
