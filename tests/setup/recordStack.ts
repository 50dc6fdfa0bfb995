import fs from 'node:fs';
import path from 'node:path';
import type { RunningStack } from '@vh/scripts/lib/stack';
import { STACK_FILE, type TestStackInfo } from '../kit/stackInfo';

/** Writes where the stack runs to the file every suite's kit reads (tests/kit/stackInfo.ts). */
export function recordStack(stack: RunningStack): void {
  const info: TestStackInfo = {
    gatewayUrl: stack.gatewayUrl,
    publicOrigin: stack.publicOrigin,
    appKey: stack.appKey,
    apiAppKey: stack.apiAppKey,
    databaseUrls: stack.databaseUrls,
    serviceUrls: stack.serviceUrls,
    metricsUrls: stack.metricsUrls,
    redisUrl: stack.redisUrl,
    kafkaBrokers: stack.endpoints.kafkaBrokers,
    kafkaNamespace: stack.kafkaNamespace,
    jwtKeysFile: stack.jwtKeysFile,
    ...(stack.otlpEndpoint ? { otlpEndpoint: stack.otlpEndpoint } : {}),
    postgresUrl: stack.endpoints.postgresUrl,
  };
  fs.mkdirSync(path.dirname(STACK_FILE), { recursive: true });
  fs.writeFileSync(STACK_FILE, JSON.stringify(info, null, 2));
}
