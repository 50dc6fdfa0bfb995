import fs from 'node:fs';
import path from 'node:path';
import { startStack, type RunningStack } from '../../scripts/lib/stack';
import { STACK_FILE, type TestStackInfo } from '../kit/stackInfo';

declare global {
  var __TEST_STACK__: RunningStack | undefined;
}

/** Starts the test stack once for all integration suites (own databases, ports and Redis db). */
export default async function globalSetup(): Promise<void> {
  const stack = await startStack({ mode: 'test', output: 'files', logLevel: 'info' });
  globalThis.__TEST_STACK__ = stack;
  const info: TestStackInfo = {
    gatewayUrl: stack.gatewayUrl,
    publicOrigin: stack.publicOrigin,
    appKey: stack.appKey,
    databaseUrls: stack.databaseUrls,
    serviceUrls: stack.serviceUrls,
    redisUrl: stack.redisUrl,
    kafkaBrokers: stack.endpoints.kafkaBrokers,
    kafkaNamespace: stack.kafkaNamespace,
    postgresUrl: stack.endpoints.postgresUrl,
  };
  fs.mkdirSync(path.dirname(STACK_FILE), { recursive: true });
  fs.writeFileSync(STACK_FILE, JSON.stringify(info, null, 2));
}
