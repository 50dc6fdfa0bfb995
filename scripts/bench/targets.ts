import type { BenchConfig } from './config';
import type { LatencySummary, Summary } from './summary';
import { fixed, line } from '../load/table';

/** The targets the hunt must meet (see docs/benchmarks.md). */
export const MIN_REST_TO_STUB_RATIO = 0.6;
const MAX_REST_P99_MS = 100;
/** Below this share of the target rate, the open-loop run did not measure latency at that rate. */
const MIN_ACHIEVED_SHARE = 0.95;

const verdict = (met: boolean) => (met ? 'PASS' : 'MISS');

/** The open-loop rate: BENCH_LATENCY_RATE, or the target share of the stub's closed-loop throughput. */
export function latencyRate(config: BenchConfig, summaries: Summary[]): number {
  const stub = summaries.find((summary) => summary.key === 'stub');
  return config.latencyRate ?? MIN_REST_TO_STUB_RATIO * (stub?.throughput ?? NaN);
}

function printRatio(summaries: Summary[]): void {
  const rest = summaries.find((summary) => summary.key === 'rest');
  const stub = summaries.find((summary) => summary.key === 'stub');
  const ratio = rest && stub ? rest.throughput / stub.throughput : NaN;
  line(
    `  REST hunt / stub throughput (closed loop): ${fixed(ratio, 2)}  ` +
      `(target >= ${MIN_REST_TO_STUB_RATIO})  ${verdict(ratio >= MIN_REST_TO_STUB_RATIO)}`,
  );
}

function printP99(latency: LatencySummary | null): void {
  if (!latency) {
    line('  REST hunt p99 (open loop): not run, no rate (the stub measured none)  MISS');
    return;
  }
  const share = latency.throughput / latency.targetRate;
  const fast = latency.p99 < MAX_REST_P99_MS;
  const atRate = share >= MIN_ACHIEVED_SHARE;
  line(
    `  REST hunt p99 at ${fixed(latency.targetRate, 1)} req/s (open loop): ${fixed(latency.p99, 1)} ms  ` +
      `(target < ${MAX_REST_P99_MS} ms, achieved ${fixed(share * 100, 1)} % of the rate, ` +
      `target >= ${MIN_ACHIEVED_SHARE * 100} %)  ${verdict(fast && atRate)}`,
  );
}

export function printTargets(summaries: Summary[], latency: LatencySummary | null): void {
  line();
  line('Targets:');
  printRatio(summaries);
  printP99(latency);
}
