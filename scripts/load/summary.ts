/** A run's figures per request name and for the whole scenario, k6-like, as text and as JSON. */
import { percentile } from './percentile';
import { sum, type Recorder, type RequestStats } from './recorder';
import { printTable, fixed, line } from './table';
import { evaluateThresholds, type Figures, type Threshold, type ThresholdResult } from './thresholds';

interface RequestSummary extends Figures {
  name: string;
  requests: number;
  /** Transport failures and HTTP >= 400. */
  failed: number;
  /** Answers that failed their check. */
  checkFailed: number;
  /** Requests per second of the measured time. */
  rate: number;
  avg: number;
  max: number;
}

interface ScenarioSummary {
  scenario: string;
  tags: Record<string, string>;
  /** How it was driven, in words ("closed loop, 8 virtual users"). */
  load: string;
  seconds: number;
  iterations: number;
  dropped: number;
  /** Every request of the scenario together. */
  total: RequestSummary;
  requests: RequestSummary[];
  /** The most frequent failures and check failures, "name: reason" -> count. */
  errors: [string, number][];
  thresholds: ThresholdResult[];
}

const ERRORS_LISTED = 8;

/** Figures of one set of requests (one name's, or all merged) over `seconds`. */
export function summarizeRequests(name: string, stats: RequestStats, seconds: number): RequestSummary {
  const sorted = [...stats.latenciesMs].sort((a, b) => a - b);
  const failed = sum(stats.failures.values());
  const checkFailed = sum(stats.checkFailures.values());
  const answered = stats.requests - failed;
  return {
    name,
    requests: stats.requests,
    failed,
    checkFailed,
    rate: stats.requests / seconds,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    avg: sorted.length ? sum(sorted) / sorted.length : NaN,
    max: sorted.at(-1) ?? NaN,
    errorRate: stats.requests ? failed / stats.requests : NaN,
    checksRate: answered ? (answered - checkFailed) / answered : NaN,
  };
}

function merged(all: Iterable<RequestStats>): RequestStats {
  const total: RequestStats = { requests: 0, failures: new Map(), checkFailures: new Map(), latenciesMs: [] };
  for (const stats of all) {
    total.requests += stats.requests;
    for (const [reason, count] of stats.failures)
      total.failures.set(reason, (total.failures.get(reason) ?? 0) + count);
    for (const [reason, count] of stats.checkFailures)
      total.checkFailures.set(reason, (total.checkFailures.get(reason) ?? 0) + count);
    total.latenciesMs.push(...stats.latenciesMs);
  }
  return total;
}

function topErrors(recorder: Recorder): [string, number][] {
  const errors: [string, number][] = [];
  for (const [name, stats] of recorder.byName)
    for (const [reason, count] of [...stats.failures, ...stats.checkFailures])
      errors.push([`${name}: ${reason}`, count]);
  for (const [reason, count] of recorder.dropped) errors.push([`dropped iteration: ${reason}`, count]);
  return errors.sort((a, b) => b[1] - a[1]).slice(0, ERRORS_LISTED);
}

export function summarize(
  scenario: { name: string; tags: Record<string, string>; thresholds: readonly Threshold[] },
  load: string,
  recorder: Recorder,
): ScenarioSummary {
  const seconds = recorder.elapsedMs / 1000;
  const requests = [...recorder.byName].map(([name, stats]) => summarizeRequests(name, stats, seconds));
  const total = summarizeRequests('all', merged(recorder.byName.values()), seconds);
  return {
    scenario: scenario.name,
    tags: scenario.tags,
    load,
    seconds,
    iterations: recorder.iterations,
    dropped: recorder.droppedCount(),
    total,
    requests,
    errors: topErrors(recorder),
    thresholds: evaluateThresholds(scenario.thresholds, (name) =>
      name === undefined ? total : requests.find((request) => request.name === name),
    ),
  };
}

const percent = (value: number) => `${fixed(value * 100, 2)} %`;

/** The summary in k6's manner: figures per request name, iterations, then every threshold ✓ or ✗. */
export function printSummary(summary: ScenarioSummary): void {
  const tags = Object.entries(summary.tags).map(([key, value]) => `${key}=${value}`);
  line();
  line(`scenario: ${summary.scenario} {${tags.join(', ')}}`);
  line(`load:     ${summary.load}, ${fixed(summary.seconds, 1)} s measured`);
  line();
  printTable(
    ['request', 'reqs', 'req/s', 'failed', 'checks', 'p50 ms', 'p90 ms', 'p95 ms', 'p99 ms', 'max ms'],
    [...summary.requests, summary.total].map((request) => [
      request.name,
      String(request.requests),
      fixed(request.rate, 1),
      percent(request.errorRate),
      percent(request.checksRate),
      ...[request.p50, request.p90, request.p95, request.p99, request.max].map((value) => fixed(value, 1)),
    ]),
  );
  line();
  line(
    `iterations: ${summary.iterations} (${fixed(summary.iterations / summary.seconds, 1)}/s), ` +
      `dropped: ${summary.dropped}`,
  );
  if (summary.errors.length > 0) {
    line();
    line('errors:');
    for (const [error, count] of summary.errors) line(`  ${String(count).padStart(6)} × ${error}`);
  }
  line();
  line('thresholds:');
  for (const result of summary.thresholds) {
    const value = result.label.startsWith('p(') ? `${fixed(result.value, 1)} ms` : percent(result.value);
    line(`  ${result.passed ? '✓' : '✗'} ${result.label.padEnd(40)} ${value}`);
  }
}

export const thresholdsPassed = (summary: ScenarioSummary) =>
  summary.thresholds.every((result) => result.passed);
