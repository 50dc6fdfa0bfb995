import { QUIET_CORES, waitUntilQuiet } from '../load/processCpu';

/**
 * Waits for a quiet stack before a measured run: work left by what ran before (the last run's events
 * still on their way to the consumers, the periodic jobs' first passes after start-up, such as the
 * retention job's first pass over a filled journal) would otherwise be counted against it.
 */
export async function settle(say: (text: string) => void): Promise<void> {
  const busy = await waitUntilQuiet();
  if (busy >= QUIET_CORES) say(`the stack settled at ${busy.toFixed(2)} cores busy`);
}
