import { KafkaReadiness } from '../kafkaReadiness';

describe('KafkaReadiness', () => {
  it('is ready with nothing expected, and waits for everything expected to come up once', async () => {
    const readiness = new KafkaReadiness();
    await expect(readiness.check()).resolves.toBeUndefined();
    const producerUp = readiness.expect('producer');
    const joined = readiness.expect('consumer group analytics');
    await expect(readiness.check()).rejects.toThrow('not up yet: producer, consumer group analytics');
    producerUp();
    joined();
    // A second join (a rebalance) changes nothing.
    joined();
    await expect(readiness.check()).resolves.toBeUndefined();
  });
});
