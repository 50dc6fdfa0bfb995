import { startKafka, stopKafka } from '@vh/scripts/lib/kafka';

/**
 * Stops and starts the Kafka the test stack runs (scripts/lib/kafka.ts), to show what happens while
 * it is away. Null when the tests use an external Kafka (KAFKA_BROKERS), which tests must not stop.
 */
export function localKafka(): { stop: () => Promise<void>; start: () => Promise<void> } | null {
  if (process.env.KAFKA_BROKERS) return null;
  return { stop: stopKafka, start: startKafka };
}
