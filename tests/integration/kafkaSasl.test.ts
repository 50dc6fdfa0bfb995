import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ShutdownManager,
  createLogger,
  createProducer,
  ensureTopics,
  kafkaEnvSchema,
  loadEnvironment,
  openKafka,
  physicalTopic,
  startEventConsumer,
  type ConsumedEvent,
  type Consumer,
  type Kafka,
} from '@vh/kit';
import { decodePayload, encodeEvent, identityEvents } from '@vh/contracts';
import { brokerAddress, discardBroker, saslKafka, startBroker } from '@vh/scripts/lib/kafka';

const service = { name: 'vh-service', password: 'service-secret' };
/** A broker of its own (scripts/lib/kafka.ts) that takes SCRAM-SHA-256 and PLAIN logins only. */
const broker = saslKafka([{ name: 'vh-broker', password: 'broker-secret' }, service]);
const logger = createLogger('kafka-sasl-test', 'silent');

/** The services' Kafka client, configured from these variables the way a service's boot does. */
function serviceKafka(variables: Record<string, string>): Kafka {
  const env = loadEnvironment(kafkaEnvSchema, { KAFKA_BROKERS: brokerAddress(broker), ...variables });
  return openKafka({ service: 'kafka-sasl-test', env, logger, shutdown: new ShutdownManager(logger) });
}

describe('the services’ Kafka client against a broker that requires SASL', () => {
  const consumers: Consumer[] = [];
  let secretsDir: string;

  beforeAll(async () => {
    secretsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kafka-sasl-'));
    await discardBroker(broker); // what a crashed earlier run may have left
    await startBroker(broker);
  }, 180_000); // longer than startBroker's own wait, so its reason (the broker's log) is what fails

  afterAll(async () => {
    await Promise.all(consumers.map((consumer) => consumer.disconnect()));
    await discardBroker(broker);
    fs.rmSync(secretsDir, { recursive: true, force: true });
  }, 60_000);

  /** Produces one event with the kit's producer and receives it with the kit's consumer. */
  async function roundTrip(kafka: Kafka): Promise<void> {
    const topic = `vh.test.sasl.${randomUUID()}`;
    await ensureTopics(kafka, [topic], 1);
    const userId = randomUUID();
    const producer = createProducer(kafka);
    await producer.connect();
    await producer.send({
      topic: physicalTopic(topic),
      acks: -1,
      messages: [
        {
          key: userId,
          value: Buffer.from(
            encodeEvent(
              identityEvents.UserRegisteredSchema,
              {
                $typeName: identityEvents.UserRegisteredSchema.typeName,
                userId,
                name: 'sasl',
                email: 'sasl@example.com',
                role: 0,
              },
              { id: randomUUID(), occurredAt: new Date(), producer: 'kafka-sasl-test' },
            ),
          ),
        },
      ],
    });
    await producer.disconnect();

    const received = await new Promise<ConsumedEvent>((resolve) => {
      void startEventConsumer({
        kafka,
        groupId: `sasl-${randomUUID()}`,
        topics: [topic],
        logger,
        handle: async (event) => resolve(event),
      }).then((consumer) => consumers.push(consumer));
    });
    expect(decodePayload(received.envelope, identityEvents.UserRegisteredSchema)?.userId).toBe(userId);
  }

  it('produces and consumes with SCRAM-SHA-256, the password read from a mounted secret file', async () => {
    const passwordFile = path.join(secretsDir, 'password');
    fs.writeFileSync(passwordFile, `${service.password}\n`);
    await roundTrip(
      serviceKafka({
        KAFKA_SASL_MECHANISM: 'scram-sha-256',
        KAFKA_SASL_USERNAME: service.name,
        KAFKA_SASL_PASSWORD_FILE: passwordFile,
      }),
    );
  });

  it('produces and consumes with PLAIN', async () => {
    await roundTrip(
      serviceKafka({
        KAFKA_SASL_MECHANISM: 'plain',
        KAFKA_SASL_USERNAME: service.name,
        KAFKA_SASL_PASSWORD: service.password,
      }),
    );
  });

  it('is refused with a clear error for a wrong password', async () => {
    const login = { KAFKA_SASL_USERNAME: service.name, KAFKA_SASL_PASSWORD: 'not-the-password' };
    await expect(
      ensureTopics(serviceKafka({ KAFKA_SASL_MECHANISM: 'scram-sha-256', ...login }), [
        'vh.test.sasl.refused',
      ]),
    ).rejects.toMatchObject({
      name: 'KafkaJSSASLAuthenticationError',
      message: expect.stringContaining('SASL SCRAM SHA256 authentication failed'),
    });
    await expect(
      ensureTopics(serviceKafka({ KAFKA_SASL_MECHANISM: 'plain', ...login }), ['vh.test.sasl.refused']),
    ).rejects.toMatchObject({
      name: 'KafkaJSSASLAuthenticationError',
      message: expect.stringContaining('SASL PLAIN authentication failed'),
    });
  });
});
