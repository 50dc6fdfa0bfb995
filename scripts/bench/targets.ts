import type { RatioComparison } from './comparison';
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

/** The CPU target: a REST hunt costs the working tree at most MAX_CPU_RATIO of what it cost the baseline. */
export function cpuTargetMet(ratio: number): boolean {
  return ratio <= MAX_CPU_RATIO;
}

/** What the floor's CPU per hunt counts: its own process and PostgreSQL (Kafka and Redis only idle then). */
export const FLOOR_PARTS = ['floor', 'postgresql'];

/** Milliseconds of CPU the floor (its process and PostgreSQL) spent per good answer; NaN without either. */
export function floorCpuPerAnswer(summary: Pick<Summary, 'cpu' | 'throughput' | 'seconds'>): number {
  const answers = summary.throughput * summary.seconds;
  if (!summary.cpu.has('floor') || answers <= 0) return NaN;
  const seconds = FLOOR_PARTS.reduce((total, part) => total + (summary.cpu.get(part) ?? 0), 0);
  return (seconds * 1000) / answers;
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

/** The working tree's CPU per REST hunt against the baseline's, over the pairs: medians and ratio. */
export interface RestCpu {
  currentMs: number;
  /** With a baseline: its median figure and the ratios' comparison. */
  baseline: { baselineMs: number; comparison: RatioComparison } | null;
}

function printCpu(rest: RestCpu | null): void {
  if (!rest) {
    line('  CPU per REST hunt: not measured (BENCH_SCENARIOS leaves out rest)  MISS');
    return;
  }
  if (!rest.baseline) {
    line(
      `  CPU per REST hunt (whole stack): ${fixed(rest.currentMs, 2)} ms  ` +
        `(target <= ${MAX_CPU_RATIO} x a baseline's: run with --baseline <ref> to judge it)`,
    );
    return;
  }
  const { baselineMs, comparison } = rest.baseline;
  line(
    `  CPU per REST hunt (whole stack, medians): ${fixed(rest.currentMs, 2)} ms against the baseline's ` +
      `${fixed(baselineMs, 2)} ms: median ratio ${fixed(comparison.median, 2)} x  ` +
      `(target <= ${MAX_CPU_RATIO} x)  ${verdict(cpuTargetMet(comparison.median))}`,
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

/** Both targets of issue 19, judged on the working tree's figures against the baseline's. */
export function printTargets(rest: RestCpu | null, latency: LatencySummary | null): void {
  line();
  line('Targets (issue 19; its CPU target is against the baseline 4c7c607):');
  printCpu(rest);
  printP99(latency);
}
