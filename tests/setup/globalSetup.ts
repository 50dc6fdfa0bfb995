import { startStack, type RunningStack } from '../../scripts/lib/stack';
import { startBackgroundLoad, type BackgroundLoad } from './backgroundLoad';
import { recordStack } from './recordStack';

/** OTLP/HTTP's port 4318 + the test stack's port offset: where tracing.test.ts receives spans. */
const TEST_OTLP_ENDPOINT = 'http://127.0.0.1:4418';

declare global {
  var __TEST_STACK__: RunningStack | undefined;
  var __BACKGROUND_LOAD__: BackgroundLoad | null | undefined;
}

/** Starts the test stack once for all integration suites (own databases, ports and Redis db). */
export default async function globalSetup(): Promise<void> {
  const stack = await startStack({
    mode: 'test',
    output: 'files',
    logLevel: 'info',
    otlpEndpoint: TEST_OTLP_ENDPOINT,
  });
  globalThis.__TEST_STACK__ = stack;
  recordStack(stack);
  globalThis.__BACKGROUND_LOAD__ = await startBackgroundLoad(stack);
}
