import { startStack, type RunningStack } from '../../scripts/lib/stack';
import { recordStack } from './recordStack';

declare global {
  var __TEST_STACK__: RunningStack | undefined;
}

/** Starts the test stack once for all integration suites (own databases, ports and Redis db). */
export default async function globalSetup(): Promise<void> {
  const stack = await startStack({ mode: 'test', output: 'files', logLevel: 'info' });
  globalThis.__TEST_STACK__ = stack;
  recordStack(stack);
}
