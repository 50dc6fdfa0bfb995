import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Kafka, logLevel } from 'kafkajs';
import { LOCAL_DIR, ROOT } from './paths';
import { log, portIsOpen, readPid, run, spawnDetached, stopPid, waitFor } from './processes';

export const KAFKA_PORT = Number(process.env.VH_KAFKA_PORT ?? 59092);
const CONTROLLER_PORT = KAFKA_PORT + 1;
const DIR = path.join(LOCAL_DIR, 'kafka');
const LIB_DIR = path.join(DIR, 'lib');
const DATA_DIR = path.join(DIR, 'data');
const PID_FILE = path.join(DIR, 'kafka.pid');
const POM = path.join(ROOT, 'scripts', 'kafka', 'pom.xml');

export function kafkaBrokers(): string {
  return `127.0.0.1:${KAFKA_PORT}`;
}

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

function writeConfig(): string {
  const file = path.join(DIR, 'server.properties');
  const properties = {
    'process.roles': 'broker,controller',
    'node.id': 1,
    'controller.quorum.voters': `1@127.0.0.1:${CONTROLLER_PORT}`,
    listeners: `PLAINTEXT://127.0.0.1:${KAFKA_PORT},CONTROLLER://127.0.0.1:${CONTROLLER_PORT}`,
    'advertised.listeners': `PLAINTEXT://127.0.0.1:${KAFKA_PORT}`,
    'controller.listener.names': 'CONTROLLER',
    'listener.security.protocol.map': 'PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT',
    'inter.broker.listener.name': 'PLAINTEXT',
    'log.dirs': DATA_DIR,
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

function formatStorage(config: string): void {
  if (fs.existsSync(path.join(DATA_DIR, 'meta.properties'))) return;
  log('formatting Kafka KRaft storage');
  const clusterId = run('java', javaArgs('kafka.tools.StorageTool', ['random-uuid']))
    .trim()
    .split('\n')
    .pop()!;
  run(
    'java',
    javaArgs('kafka.tools.StorageTool', ['format', '-t', clusterId, '-c', config, '--ignore-formatted']),
  );
}

/** Ready when a client can read cluster metadata (a controller was elected). */
async function answers(): Promise<boolean> {
  const kafka = new Kafka({ brokers: [kafkaBrokers()], logLevel: logLevel.NOTHING, retry: { retries: 0 } });
  const admin = kafka.admin();
  try {
    await admin.connect();
    const cluster = await admin.describeCluster();
    return cluster.controller !== null && cluster.brokers.length > 0;
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
}

export async function startKafka(): Promise<void> {
  if (await portIsOpen(KAFKA_PORT)) {
    await waitFor('Kafka', answers, 60_000).catch(() => {
      throw new Error(
        `port ${KAFKA_PORT} is taken by something that is not a working Kafka: stop it or set VH_KAFKA_PORT`,
      );
    });
    log(`Kafka already running on ${KAFKA_PORT}`);
    return;
  }
  fs.mkdirSync(DATA_DIR, { recursive: true });
  ensureJars();
  const config = writeConfig();
  formatStorage(config);
  log(`starting Apache Kafka (KRaft) on ${KAFKA_PORT}`);
  spawnDetached('java', javaArgs('kafka.Kafka', [config]), path.join(DIR, 'kafka.log'), PID_FILE);
  await waitFor('Kafka', answers, 120_000);
}

export async function stopKafka(): Promise<void> {
  const pid = readPid(PID_FILE);
  if (!pid) return;
  log('stopping Kafka');
  await stopPid(pid, 'Kafka', 30_000);
}

/** Namespaces of test runs (KAFKA_NAMESPACE) start with this; the local game uses none. */
export const TEST_NAMESPACE_PREFIX = 'test-';

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
