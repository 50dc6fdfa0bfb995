import { startStack, type RunningStack } from '@vh/scripts/lib/stack';
import { OtlpReceiver } from '../kit/otlpReceiver';
import { startBackgroundLoad, type BackgroundLoad } from './backgroundLoad';
import { recordStack } from './recordStack';

/** OTLP/HTTP's port 4318 + the test stack's port offset: where the stack's spans go (tracing.test.ts). */
const TEST_OTLP_ENDPOINT = 'http://127.0.0.1:4418';

declare global {
  var __TEST_STACK__: RunningStack | undefined;
  var __BACKGROUND_LOAD__: BackgroundLoad | null | undefined;
  var __OTLP_RECEIVER__: OtlpReceiver | undefined;
}

/** Starts the test stack once for all integration suites (own databases, ports and Redis db). */
export default async function globalSetup(): Promise<void> {
  // Before the services start exporting, and until the run ends (OtlpReceiver says why).
  const receiver = new OtlpReceiver();
  await receiver.listen(TEST_OTLP_ENDPOINT);
  globalThis.__OTLP_RECEIVER__ = receiver;
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
