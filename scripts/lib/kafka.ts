import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Kafka, logLevel } from '@vh/kit/kafkajs';
import { LOCAL_DIR, ROOT } from './paths';
import {
  isPidAlive,
  log,
  logTail,
  portIsOpen,
  readPid,
  run,
  spawnDetached,
  stopPid,
  waitFor,
} from './processes';

/**
 * Below Linux's ephemeral port range (32768-60999): an outgoing connection may hold any port of that
 * range, and these brokers start or restart in the middle of test runs (the SASL test, the Kafka outage test).
 */
const KAFKA_PORT = Number(process.env.VH_KAFKA_PORT ?? 29092);
/** The SASL broker's own ports, clear of the local broker's (which uses its port and the next). */
const SASL_KAFKA_PORT = Number(process.env.VH_KAFKA_SASL_PORT ?? 29094);
const KAFKA_DIR = path.join(LOCAL_DIR, 'kafka');
const LIB_DIR = path.join(KAFKA_DIR, 'lib');
const POM = path.join(ROOT, 'scripts', 'kafka', 'pom.xml');

interface SaslUser {
  name: string;
  password: string;
}

/**
 * A single-node KRaft broker on this machine: its client port (the controller listens on the next
 * one), the folder of its configuration, data, log and pid, and, for a broker that requires a login,
 * its users.
 */
interface LocalKafka {
  port: number;
  dir: string;
  /** The address its client listener binds and advertises; default loopback. */
  host?: string;
  /**
   * With users, the client listener is SASL_PLAINTEXT and takes SCRAM-SHA-256 and PLAIN logins of
   * exactly these users (the first one is also the broker's own inter-broker login).
   */
  saslUsers?: readonly SaslUser[];
}

/** The Kafka of the local game and the test stacks: plaintext, no login. */
const LOCAL_KAFKA: LocalKafka = { port: KAFKA_PORT, dir: KAFKA_DIR };

/**
 * A broker that requires a SASL login, beside the local one (own ports and folder): for tests of the
 * services' Kafka client with credentials (docs/kafka.md).
 */
export function saslKafka(users: readonly SaslUser[]): LocalKafka {
  return { port: SASL_KAFKA_PORT, dir: path.join(LOCAL_DIR, 'kafka-sasl'), saslUsers: users };
}

/**
 * The broker pods of the local Kubernetes node reach (scripts/cluster): its client listener is on the
 * node's address, which the host shares, so the address it advertises works on both sides.
 */
export function nodeKafka(host: string): LocalKafka {
  return {
    port: Number(process.env.VH_KAFKA_NODE_PORT ?? 29096),
    dir: path.join(LOCAL_DIR, 'kafka-node'),
    host,
  };
}

export function brokerAddress(kafka: LocalKafka): string {
  return `${kafka.host ?? '127.0.0.1'}:${kafka.port}`;
}

/** Bootstrap address of the local Kafka. */
export function kafkaBrokers(): string {
  return brokerAddress(LOCAL_KAFKA);
}

const dataDir = (kafka: LocalKafka) => path.join(kafka.dir, 'data');
const pidFile = (kafka: LocalKafka) => path.join(kafka.dir, 'kafka.pid');
const brokerName = (kafka: LocalKafka) => `Kafka${kafka.saslUsers ? ' (SASL)' : ''} on ${kafka.port}`;

/** Copies the broker's runtime classpath from Maven Central once per pom.xml version. */
function ensureJars(): void {
  const stamp = path.join(LIB_DIR, '.pom-sha256');
  const pomHash = crypto.createHash('sha256').update(fs.readFileSync(POM)).digest('hex');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === pomHash) return;
  log('fetching Apache Kafka jars from Maven Central (first run only)');
  fs.rmSync(LIB_DIR, { recursive: true, force: true });
  run('mvn', [
    '-q',
    '-B',
    '-f',
    POM,
    'dependency:copy-dependencies',
    '-DincludeScope=runtime',
    `-DoutputDirectory=${LIB_DIR}`,
  ]);
  fs.writeFileSync(stamp, pomHash);
}

/** Listener settings of a broker that requires a SASL login (SCRAM-SHA-256 and PLAIN). */
function saslProperties(kafka: LocalKafka, users: readonly SaslUser[]): Record<string, string> {
  const [broker] = users;
  if (!broker) throw new Error('a SASL broker needs at least one user');
  const credentials = (user: SaslUser) =>
    `username=${jaasString(user.name)} password=${jaasString(user.password)}`;
  return {
    listeners: `SASL_PLAINTEXT://127.0.0.1:${kafka.port},CONTROLLER://127.0.0.1:${kafka.port + 1}`,
    'advertised.listeners': `SASL_PLAINTEXT://127.0.0.1:${kafka.port}`,
    'listener.security.protocol.map': 'SASL_PLAINTEXT:SASL_PLAINTEXT,CONTROLLER:PLAINTEXT',
    'inter.broker.listener.name': 'SASL_PLAINTEXT',
    'sasl.enabled.mechanisms': 'SCRAM-SHA-256,PLAIN',
    'sasl.mechanism.inter.broker.protocol': 'SCRAM-SHA-256',
    // SCRAM checks against the credentials stored at format time (formatStorage); PLAIN against the
    // user_<name> entries of its JAAS line. The username/password pair is the broker's own login.
    'listener.name.sasl_plaintext.scram-sha-256.sasl.jaas.config': `org.apache.kafka.common.security.scram.ScramLoginModule required ${credentials(broker)};`,
    'listener.name.sasl_plaintext.plain.sasl.jaas.config': `org.apache.kafka.common.security.plain.PlainLoginModule required ${credentials(broker)} ${users
      .map((user) => `user_${user.name}=${jaasString(user.password)}`)
      .join(' ')};`,
  };
}

/** A quoted JAAS option value; local test credentials only, so no character needs escaping. */
function jaasString(value: string): string {
  if (!/^[\w.-]+$/.test(value))
    throw new Error(`a local SASL credential may only hold [A-Za-z0-9_.-]: ${value}`);
  return `"${value}"`;
}

function writeConfig(kafka: LocalKafka): string {
  const file = path.join(kafka.dir, 'server.properties');
  const properties = {
    'process.roles': 'broker,controller',
    'node.id': 1,
    'controller.quorum.voters': `1@127.0.0.1:${kafka.port + 1}`,
    listeners: `PLAINTEXT://${brokerAddress(kafka)},CONTROLLER://127.0.0.1:${kafka.port + 1}`,
    'advertised.listeners': `PLAINTEXT://${brokerAddress(kafka)}`,
    'controller.listener.names': 'CONTROLLER',
    'listener.security.protocol.map': 'PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT',
    'inter.broker.listener.name': 'PLAINTEXT',
    ...(kafka.saslUsers ? saslProperties(kafka, kafka.saslUsers) : {}),
    'log.dirs': dataDir(kafka),
    'num.partitions': 3,
    'offsets.topic.replication.factor': 1,
    'transaction.state.log.replication.factor': 1,
    'transaction.state.log.min.isr': 1,
    'share.coordinator.state.topic.replication.factor': 1,
    'share.coordinator.state.topic.min.isr': 1,
    'min.insync.replicas': 1,
    'default.replication.factor': 1,
    // Consumer groups join at once instead of waiting for more members: matters for tests.
    'group.initial.rebalance.delay.ms': 0,
    'num.network.threads': 2,
    'num.io.threads': 2,
    'auto.create.topics.enable': true,
  };
  fs.writeFileSync(
    file,
    Object.entries(properties)
      .map(([key, value]) => `${key}=${value}`)
      .join('\n') + '\n',
  );
  return file;
}

function javaArgs(mainClass: string, args: string[]): string[] {
  return [
    '-Xms256m',
    '-Xmx512m',
    '-XX:+UseG1GC',
    '-Djava.awt.headless=true',
    `-Dlog4j2.configurationFile=${path.join(ROOT, 'scripts', 'kafka', 'log4j2.xml')}`,
    '-cp',
    `${LIB_DIR}/*`,
    mainClass,
    ...args,
  ];
}

/** Formats the KRaft storage once; SCRAM users can only be added here (KRaft keeps them in its log). */
function formatStorage(kafka: LocalKafka, config: string): void {
  if (fs.existsSync(path.join(dataDir(kafka), 'meta.properties'))) return;
  log(`formatting the KRaft storage of ${brokerName(kafka)}`);
  const clusterId = run('java', javaArgs('kafka.tools.StorageTool', ['random-uuid']))
    .trim()
    .split('\n')
    .pop()!;
  const scramUsers = (kafka.saslUsers ?? []).flatMap((user) => [
    '--add-scram',
    `SCRAM-SHA-256=[name=${user.name},password=${user.password}]`,
  ]);
  run(
    'java',
    javaArgs('kafka.tools.StorageTool', [
      'format',
      '-t',
      clusterId,
      '-c',
      config,
      '--ignore-formatted',
      ...scramUsers,
    ]),
  );
}

/** Ready when a client can read cluster metadata (a controller was elected). */
async function answers(kafka: LocalKafka): Promise<boolean> {
  const [user] = kafka.saslUsers ?? [];
  const client = new Kafka({
    brokers: [brokerAddress(kafka)],
    logLevel: logLevel.NOTHING,
    retry: { retries: 0 },
    ...(user ? { sasl: { mechanism: 'scram-sha-256', username: user.name, password: user.password } } : {}),
  });
  const admin = client.admin();
  try {
    await admin.connect();
    const cluster = await admin.describeCluster();
    return cluster.controller !== null && cluster.brokers.length > 0;
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
}

/** Starts the local Kafka unless it already runs. */
export function startKafka(): Promise<void> {
  return startBroker(LOCAL_KAFKA);
}

export function stopKafka(): Promise<void> {
  return stopBroker(LOCAL_KAFKA);
}

/** Starts a broker unless it already runs. */
export async function startBroker(kafka: LocalKafka): Promise<void> {
  if (await portIsOpen(kafka.port, kafka.host)) {
    await waitFor('Kafka', () => answers(kafka), 60_000).catch(() => {
      throw new Error(
        `port ${kafka.port} is taken by something that is not a working ${brokerName(kafka)}: stop it or set VH_KAFKA_PORT`,
      );
    });
    log(`${brokerName(kafka)} already running`);
    return;
  }
  fs.mkdirSync(dataDir(kafka), { recursive: true });
  ensureJars();
  const config = writeConfig(kafka);
  formatStorage(kafka, config);
  log(`starting Apache Kafka (KRaft): ${brokerName(kafka)}`);
  const logFile = path.join(kafka.dir, 'kafka.log');
  const pid = spawnDetached('java', javaArgs('kafka.Kafka', [config]), logFile, pidFile(kafka));
  await waitFor(
    brokerName(kafka),
    () => answers(kafka),
    120_000,
    () => (isPidAlive(pid) ? null : `it exited; the end of ${logFile}:\n${logTail(logFile)}`),
  );
}

async function stopBroker(kafka: LocalKafka): Promise<void> {
  const pid = readPid(pidFile(kafka));
  if (!pid) return;
  log(`stopping ${brokerName(kafka)}`);
  await stopPid(pid, 'Kafka', 30_000);
}

/** Stops the broker and deletes its folder: its topics, offsets and users are gone. */
export async function discardBroker(kafka: LocalKafka): Promise<void> {
  // The local Kafka's folder also holds the broker's jars, and its data is the local game's.
  if (kafka.dir === KAFKA_DIR) throw new Error('the local Kafka is only ever stopped, not discarded');
  await stopBroker(kafka);
  fs.rmSync(kafka.dir, { recursive: true, force: true });
}

/** Namespaces of test runs (KAFKA_NAMESPACE) start with this; the local game uses none. */
const TEST_NAMESPACE_PREFIX = 'test-';

/** A namespace of its own for a test run, so no earlier run's or the local game's events reach it. */
export function newTestNamespace(): string {
  return `${TEST_NAMESPACE_PREFIX}${Date.now().toString(36)}.`;
}

/**
 * Deletes the topics and consumer groups of earlier test runs (only one test stack runs at a time:
 * they share ports). Best effort: a broker that refuses leaves them for the next run.
 */
export async function forgetEarlierTestRuns(brokers: string, current: string): Promise<void> {
  const kafka = new Kafka({ brokers: brokers.split(','), logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  const earlier = (name: string) => name.startsWith(TEST_NAMESPACE_PREFIX) && !name.startsWith(current);
  try {
    await admin.connect();
    const topics = (await admin.listTopics()).filter(earlier);
    if (topics.length > 0) await admin.deleteTopics({ topics });
    const { groups } = await admin.listGroups();
    const groupIds = groups.map((group) => group.groupId).filter(earlier);
    if (groupIds.length > 0) await admin.deleteGroups(groupIds);
  } catch {
    // Leftovers cost only disk until the next run tries again.
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
}
