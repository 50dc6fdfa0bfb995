import { stopBackgroundLoad } from './backgroundLoad';

export default async function globalTeardown(): Promise<void> {
  try {
    if (globalThis.__BACKGROUND_LOAD__) await stopBackgroundLoad(globalThis.__BACKGROUND_LOAD__);
  } finally {
    await globalThis.__TEST_STACK__?.stop();
    await globalThis.__OTLP_RECEIVER__?.close();
  }
}
