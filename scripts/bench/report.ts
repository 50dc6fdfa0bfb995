import os from 'node:os';
import type { BenchConfig } from './config';
import type { Measurement } from './runner';
import type { Scenario, ScenarioKey } from './scenarios';

export interface Summary {
  key: ScenarioKey;
  name: string;
  requests: number;
  errors: number;
  /** Good answers per second. */
  throughput: number;
  p50: number;
  p99: number;
  max: number;
  errorCounts: Map<string, number>;
}

/** The targets the hunt must meet (see docs/benchmarks.md). */
const MIN_REST_TO_STUB_RATIO = 0.6;
const MAX_REST_P99_MS = 100;
/** Distinct error descriptions listed per scenario; the rest are only counted. */
const ERRORS_LISTED = 5;

const line = (text = '') => process.stdout.write(`${text}\n`);
const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

/** Nearest-rank percentile of ascending values; NaN when there are none. */
export function percentile(sorted: number[], percent: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((percent / 100) * sorted.length);
  return sorted[Math.min(Math.max(rank, 1), sorted.length) - 1]!;
}

export function summarize(scenario: Scenario, measurement: Measurement): Summary {
  const sorted = [...measurement.latenciesMs].sort((a, b) => a - b);
  let errors = 0;
  for (const count of measurement.errors.values()) errors += count;
  return {
    key: scenario.key,
    name: scenario.name,
    requests: measurement.requests,
    errors,
    throughput: sorted.length / (measurement.elapsedMs / 1000),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
    errorCounts: measurement.errors,
  };
}

export function printMachine(config: BenchConfig): void {
  const cpus = os.cpus();
  const model = cpus[0]?.model.trim() ?? 'unknown model';
  const memoryGiB = fixed(os.totalmem() / 2 ** 30, 1);
  line('Vampire Hunt hunt benchmark');
  line(`  machine:  ${cpus.length} CPUs (${model}), ${memoryGiB} GiB memory`);
  line(`  system:   ${os.platform()} ${os.release()}, node ${process.version}`);
  line(
    `  run:      ${config.players} players, ${config.concurrency} virtual users, ` +
      `${config.warmupSeconds} s warm-up + ${config.seconds} s per scenario`,
  );
  line();
}

function printTable(summaries: Summary[]): void {
  const header = ['scenario', 'requests', 'errors', 'req/s', 'p50 ms', 'p99 ms', 'max ms'];
  const rows = summaries.map((summary) => [
    summary.name,
    String(summary.requests),
    String(summary.errors),
    fixed(summary.throughput, 1),
    fixed(summary.p50, 1),
    fixed(summary.p99, 1),
    fixed(summary.max, 1),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  // The scenario name reads left-aligned; figures right-aligned so their digits line up.
  const format = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  line(format(header));
  line(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) line(format(row));
}

function printErrors(summaries: Summary[]): void {
  for (const summary of summaries.filter((entry) => entry.errors > 0)) {
    line();
    line(`Errors of ${summary.name}:`);
    const listed = [...summary.errorCounts].sort((a, b) => b[1] - a[1]).slice(0, ERRORS_LISTED);
    for (const [error, count] of listed) line(`  ${String(count).padStart(6)} × ${error}`);
  }
}

function printTargets(summaries: Summary[]): void {
  const rest = summaries.find((summary) => summary.key === 'rest');
  const stub = summaries.find((summary) => summary.key === 'stub');
  if (!rest || !stub) return;
  const ratio = rest.throughput / stub.throughput;
  const verdict = (met: boolean) => (met ? 'PASS' : 'MISS');
  line();
  line('Targets:');
  line(
    `  REST hunt / stub throughput: ${fixed(ratio, 2)}  (target >= ${MIN_REST_TO_STUB_RATIO})  ` +
      verdict(ratio >= MIN_REST_TO_STUB_RATIO),
  );
  line(
    `  REST hunt p99:               ${fixed(rest.p99, 1)} ms  (target < ${MAX_REST_P99_MS} ms)  ` +
      verdict(rest.p99 < MAX_REST_P99_MS),
  );
}

export function printReport(summaries: Summary[]): void {
  line();
  printTable(summaries);
  printErrors(summaries);
  printTargets(summaries);
}
