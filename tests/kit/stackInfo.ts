import fs from 'node:fs';
import path from 'node:path';

/** VH_STACK_FILE: another stack's description, e.g. the local cluster's (tests/cluster/clusterStack.ts). */
export const STACK_FILE =
  process.env.VH_STACK_FILE ?? path.resolve(__dirname, '..', '..', '.local', 'test-stack.json');

/** Where the test stack runs; written by the global setup, read by every suite. */
export interface TestStackInfo {
  gatewayUrl: string;
  /** What browsers come back to from the payment provider (the stack's PUBLIC_ORIGIN). */
  publicOrigin: string;
  /** The player web's key: in trusted-document mode it may send only the web's documents. */
  appKey: string;
  /** An API user's key, which may send any GraphQL operation: the kit's default. */
  apiAppKey: string;
  databaseUrls: Record<string, string>;
  serviceUrls: Record<string, string>;
  /** Each process's /metrics, on its internal metrics port (the public ports do not serve it). */
  metricsUrls: Record<string, string>;
  redisUrl: string;
  kafkaBrokers: string;
  /** The test stack's prefix of topics and consumer groups (KAFKA_NAMESPACE). */
  kafkaNamespace: string;
  /** Identity's signing key set file, read again while it runs (absent: a stack whose keys we cannot rotate). */
  jwtKeysFile?: string;
  /** Where the services export traces (tests/integration/tracing.test.ts listens there). */
  otlpEndpoint?: string;
  postgresUrl: string;
  /** Where the caught mail is listed; default: the gateway's local /dev/mailbox. */
  mailboxUrl?: string;
}

export function stackInfo(): TestStackInfo {
  return JSON.parse(fs.readFileSync(STACK_FILE, 'utf8')) as TestStackInfo;
}
