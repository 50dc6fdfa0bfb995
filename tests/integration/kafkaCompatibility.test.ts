import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Consumer } from 'kafkajs';
import { testKafka } from '../kit/events';

const kafkaVersion = /<kafka\.version>([^<]+)</.exec(
  fs.readFileSync(path.resolve(__dirname, '../../scripts/kafka/pom.xml'), 'utf8'),
)![1];

/** Proves kafkajs 2.2.4 against the pinned broker: produce, consume, consumer groups, committed offsets. */
describe(`kafkajs against Apache Kafka ${kafkaVersion}`, () => {
  const kafka = testKafka();
  const topic = `vh.test.compat.${randomUUID()}`;
  const consumers: Consumer[] = [];

  afterAll(async () => {
    await Promise.all(consumers.map((consumer) => consumer.disconnect()));
  });

  async function consumeInGroup(groupId: string, seen: string[]): Promise<Consumer> {
    const consumer = kafka.consumer({ groupId });
    consumers.push(consumer);
    await consumer.connect();
    await consumer.subscribe({ topic, fromBeginning: true });
    await consumer.run({ eachMessage: async ({ message }) => void seen.push(message.value!.toString()) });
    return consumer;
  }

  async function until(condition: () => boolean, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('creates a topic, produces, and splits the partitions across a consumer group exactly once', async () => {
    const admin = kafka.admin();
    await admin.connect();
    await admin.createTopics({
      topics: [{ topic, numPartitions: 3, replicationFactor: 1 }],
      waitForLeaders: true,
    });
    await admin.disconnect();

    const producer = kafka.producer();
    await producer.connect();
    const sent = Array.from({ length: 60 }, (_, i) => `message-${i}`);
    await producer.send({ topic, acks: -1, messages: sent.map((value, i) => ({ key: `k${i % 7}`, value })) });

    const groupId = `compat-${randomUUID()}`;
    const seenA: string[] = [];
    const seenB: string[] = [];
    await consumeInGroup(groupId, seenA);
    await consumeInGroup(groupId, seenB);
    await until(() => seenA.length + seenB.length >= sent.length);
    expect([...seenA, ...seenB].sort()).toEqual([...sent].sort());

    // Offsets were committed: after the group stops, a restart receives only new messages.
    await Promise.all(consumers.splice(0).map((consumer) => consumer.disconnect()));
    const seenAfterRestart: string[] = [];
    await consumeInGroup(groupId, seenAfterRestart);
    await producer.send({ topic, acks: -1, messages: [{ key: 'late', value: 'after-restart' }] });
    await until(() => seenAfterRestart.includes('after-restart'));
    expect(seenAfterRestart).toEqual(['after-restart']);
    await producer.disconnect();
  });
});
