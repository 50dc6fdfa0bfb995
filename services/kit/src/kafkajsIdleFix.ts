/**
 * kafkajs 2.2.4 (its last release) keeps every connection's request queue spinning on a 1 ms timer
 * once it has answered a request: `scheduleCheckPendingRequests` re-arms itself even with nothing
 * pending and no throttle, with a negative delay (tulios/kafkajs#1556, #1704; the fix, #1667, was
 * never released). Each connected client cost its process about 2 % of a core while idle
 * (docs/benchmarks.md, bench:idle). This replaces the method with the fixed one: a check is armed
 * only for pending requests (10 ms, or when a broker's throttle ends). Nothing is lost by not arming
 * it otherwise: a request pushed while it cannot be sent arms the check itself, and every answered
 * request checks the queue. Applied once, to the kafkajs the kit uses, and only to the version it was
 * written for.
 */
import path from 'node:path';

/** As kafkajs' CHECK_PENDING_REQUESTS_INTERVAL. */
const CHECK_PENDING_REQUESTS_MS = 10;
const FIXED_VERSION = '2.2.4';

export interface KafkajsRequestQueue {
  pending: unknown[];
  throttledUntil: number;
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  checkPendingRequests(): void;
  scheduleCheckPendingRequests(): void;
}

export function scheduleCheckPendingRequests(this: KafkajsRequestQueue): void {
  if (this.throttleCheckTimeoutId) return;
  const throttledFor = this.throttledUntil - Date.now();
  if (this.pending.length === 0 && throttledFor <= 0) return;
  const delay = throttledFor > 0 ? throttledFor : CHECK_PENDING_REQUESTS_MS;
  this.throttleCheckTimeoutId = setTimeout(() => {
    this.throttleCheckTimeoutId = null;
    this.checkPendingRequests();
  }, delay);
}

/** The kafkajs copies patched, by their directory. */
const patched = new Set<string>();

/**
 * Patches the RequestQueue of the kafkajs resolved from `from` (default: the kit's own); answers
 * whether the patch is in place. bench:hunt passes a baseline checkout, whose older scripts may load
 * an unpatched copy of their own into the benchmark's process.
 */
export function applyKafkajsIdleFix(from: string = __dirname): boolean {
  const root = path.dirname(require.resolve('kafkajs/package.json', { paths: [from] }));
  if (patched.has(root)) return true;
  const { version } = require(path.join(root, 'package.json')) as { version: string };
  if (version !== FIXED_VERSION) return false;
  const RequestQueue = require(path.join(root, 'src', 'network', 'requestQueue', 'index.js')) as {
    prototype: KafkajsRequestQueue;
  };
  RequestQueue.prototype.scheduleCheckPendingRequests = scheduleCheckPendingRequests;
  patched.add(root);
  return true;
}
