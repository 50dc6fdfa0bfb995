/** What the measured part of a run recorded: per request name (the tag), counts, failures and latencies. */
import type { CpuReading } from './processCpu';

export interface RequestStats {
  requests: number;
  /** Transport failures and HTTP statuses >= 400, by description. */
  failures: Map<string, number>;
  /** Answers that failed their check (a refusal, a wrong shape), by reason. */
  checkFailures: Map<string, number>;
  /** Latencies of the good answers only (answered and checked): a refusal is cheap and would flatter. */
  latenciesMs: number[];
}

/** How one request ended. */
export type Outcome =
  | { kind: 'good'; latencyMs: number }
  | { kind: 'failed'; reason: string }
  | { kind: 'checkFailed'; reason: string };

const newStats = (): RequestStats => ({
  requests: 0,
  failures: new Map(),
  checkFailures: new Map(),
  latenciesMs: [],
});

const count = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

export class Recorder {
  /** Request name -> its figures, in the order the names were first seen. */
  readonly byName = new Map<string, RequestStats>();
  iterations = 0;
  /** Iterations the open loop could not start, by reason. */
  readonly dropped = new Map<string, number>();
  elapsedMs = 0;
  /** CPU seconds each part of the stack used during the measured time (Linux, our own stack). */
  cpu: CpuReading = new Map();

  record(name: string, outcome: Outcome): void {
    let stats = this.byName.get(name);
    if (!stats) this.byName.set(name, (stats = newStats()));
    stats.requests += 1;
    if (outcome.kind === 'good') stats.latenciesMs.push(outcome.latencyMs);
    else count(outcome.kind === 'failed' ? stats.failures : stats.checkFailures, outcome.reason);
  }

  drop(reason: string): void {
    count(this.dropped, reason);
  }

  droppedCount(): number {
    return sum(this.dropped.values());
  }
}

export const sum = (values: Iterable<number>) => {
  let total = 0;
  for (const value of values) total += value;
  return total;
};
