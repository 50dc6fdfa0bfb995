import os from 'node:os';
import { sum, type Recorder } from '../load/recorder';
import { summarizeRequests } from '../load/summary';
import { fixed, line, printTable } from '../load/table';
import type { BenchConfig } from './config';
import type { Scenario } from './scenarios';
import type { LatencySummary, Summary } from './summary';
import { OPEN_LOOP_SHARE } from './targets';

/** Distinct error descriptions listed per scenario; the rest are only counted. */
const ERRORS_LISTED = 5;

/**
 * A scenario's figures from the engine's recording: every request and every dropped one counts, and
 * anything but a real result (failure, failed check, drop) is an error; latencies are of real results.
 */
export function summarize(scenario: Scenario, recorder: Recorder): Summary {
  const seconds = recorder.elapsedMs / 1000;
  const errorCounts = new Map<string, number>();
  const add = (error: string, count: number) => errorCounts.set(error, (errorCounts.get(error) ?? 0) + count);
  let requests = 0;
  let good = 0;
  let p50 = NaN;
  let p99 = NaN;
  let max = NaN;
  for (const [name, stats] of recorder.byName) {
    requests += stats.requests;
    for (const [error, count] of [...stats.failures, ...stats.checkFailures]) add(error, count);
    if (name !== scenario.name) continue;
    ({ p50, p99, max } = summarizeRequests(name, stats, seconds));
    good = stats.latenciesMs.length;
  }
  for (const [reason, count] of recorder.dropped) add(`dropped: ${reason}`, count);
  return {
    key: scenario.key,
    name: scenario.name,
    requests: requests + recorder.droppedCount(),
    errors: sum(errorCounts.values()),
    throughput: good / seconds,
    p50,
    p99,
    max,
    errorCounts,
    cpu: recorder.cpu,
    seconds,
  };
}

export function summarizeOpenLoop(scenario: Scenario, recorder: Recorder, rate: number): LatencySummary {
  return { ...summarize(scenario, recorder), targetRate: rate, dropped: recorder.droppedCount() };
}

/** The header: which benchmark, on what machine, with which knobs (`openLoopRate` as the run uses it). */
export function printMachine(
  config: BenchConfig,
  title = 'hunt',
  openLoopRate = config.latencyRate === null
    ? `${OPEN_LOOP_SHARE} × REST hunt req/s`
    : `${config.latencyRate} req/s`,
): void {
  const cpus = os.cpus();
  const model = cpus[0]?.model.trim() ?? 'unknown model';
  const memoryGiB = fixed(os.totalmem() / 2 ** 30, 1);
  const rate = openLoopRate;
  line(`Vampire Hunt ${title} benchmark`);
  line(`  machine:  ${cpus.length} CPUs (${model}), ${memoryGiB} GiB memory`);
  line(`  system:   ${os.platform()} ${os.release()}, node ${process.version}`);
  line(
    `  run:      ${config.players} players, ${config.warmupSeconds} s warm-up + ${config.seconds} s ` +
      `per run; closed loop: ${config.concurrency} virtual users; open loop: ${rate}, ` +
      `at most ${config.maxInFlight} in flight`,
  );
  line();
}

function printErrors(summaries: Summary[]): void {
  for (const summary of summaries.filter((entry) => entry.errors > 0)) {
    line();
    line(`Errors of ${summary.name}:`);
    const listed = [...summary.errorCounts].sort((a, b) => b[1] - a[1]).slice(0, ERRORS_LISTED);
    for (const [error, count] of listed) line(`  ${String(count).padStart(6)} × ${error}`);
  }
}

const latencies = (summary: Summary) => [fixed(summary.p50, 1), fixed(summary.p99, 1), fixed(summary.max, 1)];

/** Phase 1: capacity of every scenario, of the stack `title` names (the baseline's or the working tree's). */
export function printThroughput(summaries: Summary[], config: BenchConfig, title = ''): void {
  line();
  line(`Throughput${title ? ` of ${title}` : ''} (closed loop, ${config.concurrency} virtual users):`);
  printTable(
    ['scenario', 'requests', 'errors', 'req/s', 'p50 ms', 'p99 ms', 'max ms'],
    summaries.map((summary) => [
      summary.name,
      String(summary.requests),
      String(summary.errors),
      fixed(summary.throughput, 1),
      ...latencies(summary),
    ]),
  );
  printErrors(summaries);
  printCpu(summaries);
}

/** Where the CPU went: milliseconds of each part of the stack per good answer, and cores busy. */
function printCpu(summaries: Summary[]): void {
  const parts = new Map<string, number>();
  for (const summary of summaries)
    for (const [part, seconds] of summary.cpu) parts.set(part, (parts.get(part) ?? 0) + seconds);
  if (parts.size === 0) return;
  const answers = (summary: Summary) => summary.throughput * summary.seconds;
  const perAnswer = (summary: Summary, seconds: number) => fixed((seconds * 1000) / answers(summary), 2);
  const total = (summary: Summary) => [...summary.cpu.values()].reduce((sum, seconds) => sum + seconds, 0);
  line();
  line('CPU per good answer in ms, by part of the stack (closed loop, from /proc):');
  printTable(
    ['part', ...summaries.map((summary) => summary.key)],
    [
      ...[...parts]
        .sort((a, b) => b[1] - a[1])
        .map(([part]) => [
          part,
          ...summaries.map((summary) => perAnswer(summary, summary.cpu.get(part) ?? 0)),
        ]),
      ['total', ...summaries.map((summary) => perAnswer(summary, total(summary)))],
      ['cores busy', ...summaries.map((summary) => fixed(total(summary) / summary.seconds, 2))],
    ],
  );
}

/** Phase 2: latency at a fixed rate. */
export function printLatency(summary: LatencySummary): void {
  line();
  line('Latency (open loop, constant arrival rate):');
  printTable(
    ['scenario', 'target/s', 'achieved/s', 'requests', 'errors', 'dropped', 'p50 ms', 'p99 ms', 'max ms'],
    [
      [
        summary.name,
        fixed(summary.targetRate, 1),
        fixed(summary.throughput, 1),
        String(summary.requests),
        String(summary.errors),
        String(summary.dropped),
        ...latencies(summary),
      ],
    ],
  );
  printErrors([summary]);
}
