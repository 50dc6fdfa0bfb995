import type { BenchConfig } from './config';
import type { LatencySummary, Summary } from './summary';
import { fixed, line } from '../load/table';

/** The targets of issue 19 (see docs/benchmarks.md). */
export const MAX_CPU_RATIO = 0.5;
/** The open-loop rate as a share of the working tree's closed-loop REST hunt throughput. */
export const OPEN_LOOP_SHARE = 0.75;
const MAX_REST_P99_MS = 100;
/** Below this share of the target rate, the open-loop run did not measure latency at that rate. */
const MIN_ACHIEVED_SHARE = 0.95;
/** The benchmark's own process: not part of what players and operators pay for. */
export const LOAD_GENERATOR = 'load generator';

const verdict = (met: boolean) => (met ? 'PASS' : 'MISS');

/** The open-loop rate: BENCH_LATENCY_RATE, or the target share of the REST hunt's closed-loop throughput. */
export function latencyRate(config: Pick<BenchConfig, 'latencyRate'>, summaries: Summary[]): number {
  const rest = summaries.find((summary) => summary.key === 'rest');
  return config.latencyRate ?? OPEN_LOOP_SHARE * (rest?.throughput ?? NaN);
}

/**
 * Milliseconds of CPU the whole stack (services, gateway, PostgreSQL, Kafka, Redis; not the load
 * generator) spent per good answer of a closed-loop scenario; NaN without answers or readings.
 */
export function stackCpuPerAnswer(summary: Pick<Summary, 'cpu' | 'throughput' | 'seconds'>): number {
  let seconds = 0;
  for (const [part, used] of summary.cpu) if (part !== LOAD_GENERATOR) seconds += used;
  const answers = summary.throughput * summary.seconds;
  return answers > 0 && summary.cpu.size > 0 ? (seconds * 1000) / answers : NaN;
}

export interface CpuComparison {
  baselineMs: number;
  currentMs: number;
  /** current / baseline; NaN when either is unknown. */
  ratio: number;
  met: boolean;
}

/** The CPU target: a REST hunt costs the working tree at most MAX_CPU_RATIO of what it cost the baseline. */
export function compareCpu(baselineMs: number, currentMs: number): CpuComparison {
  const ratio = baselineMs > 0 ? currentMs / baselineMs : NaN;
  return { baselineMs, currentMs, ratio, met: ratio <= MAX_CPU_RATIO };
}

export interface LatencyVerdict {
  /** Achieved rate / target rate. */
  share: number;
  met: boolean;
}

/** The latency target: p99 under MAX_REST_P99_MS, at no less than MIN_ACHIEVED_SHARE of the rate. */
export function judgeLatency(
  latency: Pick<LatencySummary, 'p99' | 'throughput' | 'targetRate'>,
): LatencyVerdict {
  const share = latency.throughput / latency.targetRate;
  return { share, met: latency.p99 < MAX_REST_P99_MS && share >= MIN_ACHIEVED_SHARE };
}

function printCpu(summaries: Summary[], baseline: Summary[] | null): void {
  const current = summaries.find((summary) => summary.key === 'rest');
  if (!current) {
    line('  CPU per REST hunt: not measured (BENCH_SCENARIOS leaves out rest)  MISS');
    return;
  }
  const currentMs = stackCpuPerAnswer(current);
  const rest = baseline?.find((summary) => summary.key === 'rest');
  if (!rest) {
    line(
      `  CPU per REST hunt (whole stack): ${fixed(currentMs, 2)} ms  ` +
        `(target <= ${MAX_CPU_RATIO} x a baseline's: run with --baseline <ref> to judge it)`,
    );
    return;
  }
  const comparison = compareCpu(stackCpuPerAnswer(rest), currentMs);
  line(
    `  CPU per REST hunt (whole stack): ${fixed(comparison.currentMs, 2)} ms against the baseline's ` +
      `${fixed(comparison.baselineMs, 2)} ms: ${fixed(comparison.ratio, 2)} x  ` +
      `(target <= ${MAX_CPU_RATIO} x)  ${verdict(comparison.met)}`,
  );
}

function printP99(latency: LatencySummary | null): void {
  if (!latency) {
    line('  REST hunt p99 (open loop): not run, no rate (no REST hunt throughput measured)  MISS');
    return;
  }
  const judged = judgeLatency(latency);
  line(
    `  REST hunt p99 at ${fixed(latency.targetRate, 1)} req/s (open loop): ${fixed(latency.p99, 1)} ms  ` +
      `(target < ${MAX_REST_P99_MS} ms, achieved ${fixed(judged.share * 100, 1)} % of the rate, ` +
      `target >= ${MIN_ACHIEVED_SHARE * 100} %)  ${verdict(judged.met)}`,
  );
}

/** Both targets, judged on the working tree's figures (`summaries`, `latency`) and the baseline's. */
export function printTargets(
  summaries: Summary[],
  latency: LatencySummary | null,
  baseline: Summary[] | null,
): void {
  line();
  line('Targets:');
  printCpu(summaries, baseline);
  printP99(latency);
}
