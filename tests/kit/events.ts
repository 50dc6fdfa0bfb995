import { randomUUID } from 'node:crypto';
import { Kafka, logLevel, type Consumer } from '@vh/kit/kafkajs';
import { ensureTopics, physicalTopic, setKafkaNamespace } from '@vh/kit';
import { decodeEnvelope, type EventEnvelope } from '@vh/contracts';
import { stackInfo } from './stackInfo';

/** A Kafka client for the test stack, in its namespace (topics are named with `physicalTopic`). */
export function testKafka(info = stackInfo()): Kafka {
  setKafkaNamespace(info.kafkaNamespace);
  return new Kafka({ clientId: 'tests', brokers: info.kafkaBrokers.split(','), logLevel: logLevel.NOTHING });
}

/** Collects every envelope of `topic` from the beginning, in a consumer group of its own. */
export class EventCollector {
  readonly envelopes: EventEnvelope[] = [];
  private consumer: Consumer | null = null;

  constructor(
    private readonly topic: string,
    private readonly kafka = testKafka(),
  ) {}

  async start(): Promise<this> {
    await ensureTopics(this.kafka, [this.topic]);
    this.consumer = this.kafka.consumer({ groupId: `tests-${randomUUID()}` });
    await this.consumer.connect();
    await this.consumer.subscribe({ topic: physicalTopic(this.topic), fromBeginning: true });
    await this.consumer.run({
      eachMessage: async ({ message }) => {
        if (message.value) this.envelopes.push(decodeEnvelope(message.value));
      },
    });
    return this;
  }

  async waitFor(predicate: (envelope: EventEnvelope) => boolean, timeoutMs = 30_000): Promise<EventEnvelope> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = this.envelopes.find(predicate);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no matching event on ${this.topic} within ${timeoutMs} ms`);
  }

  async stop(): Promise<void> {
    await this.consumer?.disconnect();
  }
}
