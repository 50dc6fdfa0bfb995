/**
 * bench:hunt's closing figures: the baseline against the working tree pair by pair, the median ratio,
 * its spread and the verdict; and the floor against the whole stack. See docs/benchmarks.md.
 */
import { fixed, line, printTable } from '../load/table';
import { NOISE_MARGIN, compareRatios, median, type RatioComparison } from './comparison';
import type { MeasuredKey } from './scenarioKeys';
import type { Summary } from './summary';
import { LOAD_GENERATOR, floorCpuPerAnswer, stackCpuPerAnswer } from './targets';

/** One pair: the baseline's run, then the working tree's, each on a stack of its own started afresh. */
export interface PairRuns {
  baseline: Summary[];
  current: Summary[];
}

/** One scenario over the pairs: the whole stack's CPU per answer on each side, and their ratios. */
export interface ScenarioComparison {
  key: MeasuredKey;
  name: string;
  baselineMs: number[];
  currentMs: number[];
  comparison: RatioComparison;
}

const cpuOf = (summaries: Summary[], key: MeasuredKey) => {
  const summary = summaries.find((entry) => entry.key === key);
  return summary ? stackCpuPerAnswer(summary) : NaN;
};

/** Each scenario the working tree ran: its CPU per answer on both sides of every pair, compared. */
export function compareScenarios(pairs: readonly PairRuns[]): ScenarioComparison[] {
  return (pairs[0]?.current ?? []).map(({ key, name }) => {
    const figures = pairs.map((pair) => ({
      baseline: cpuOf(pair.baseline, key),
      current: cpuOf(pair.current, key),
    }));
    return {
      key,
      name,
      baselineMs: figures.map((figure) => figure.baseline),
      currentMs: figures.map((figure) => figure.current),
      comparison: compareRatios(figures),
    };
  });
}

const percent = (share: number) => `${fixed(share * 100, 0)} %`;
const spreadOf = (comparison: RatioComparison) => `${fixed(comparison.min, 2)}..${fixed(comparison.max, 2)}`;

/** The figures of every pair, then the medians, spreads and verdicts; answers the REST hunt's comparison. */
export function printComparison(comparisons: ScenarioComparison[], baselineCommit: string): void {
  line();
  line(
    `CPU per good answer of the whole stack in ms (without the load generator), the baseline ` +
      `${baselineCommit.slice(0, 12)} against the working tree, pair by pair (each stack started afresh):`,
  );
  printTable(
    ['scenario', 'pair', 'baseline', 'working tree', 'ratio'],
    comparisons.flatMap((scenario) =>
      scenario.comparison.ratios.map((ratio, index) => [
        scenario.name,
        String(index + 1),
        fixed(scenario.baselineMs[index]!, 2),
        fixed(scenario.currentMs[index]!, 2),
        fixed(ratio, 3),
      ]),
    ),
  );
  const pairs = comparisons[0]?.comparison.ratios.length ?? 0;
  line();
  line(
    `Working tree / baseline over ${pairs} pair${pairs === 1 ? '' : 's'}: median ratio, spread (smallest..largest ` +
      `ratio) and verdict (noise margin ${percent(NOISE_MARGIN)}):`,
  );
  printTable(
    ['scenario', 'baseline ms', 'working tree ms', 'median ratio', 'spread', 'verdict'],
    comparisons.map((scenario) => [
      scenario.name,
      fixed(median(scenario.baselineMs), 2),
      fixed(median(scenario.currentMs), 2),
      fixed(scenario.comparison.median, 3),
      spreadOf(scenario.comparison),
      scenario.comparison.verdict,
    ]),
  );
}

/** The verdict line on the REST hunt's CPU; `rest` null when the run left it out. */
export function printVerdict(rest: ScenarioComparison | null): void {
  line();
  if (!rest) {
    line('Verdict: none (BENCH_SCENARIOS leaves out rest, the REST hunt the verdict is on)');
    return;
  }
  const { comparison } = rest;
  const pairs = comparison.ratios.length;
  const figures =
    `median ratio ${fixed(comparison.median, 3)} x, spread ${spreadOf(comparison)} over ${pairs} ` +
    `pair${pairs === 1 ? '' : 's'}`;
  const rule =
    `a regression needs the whole spread above ${fixed(1 + NOISE_MARGIN, 2)} x, ` +
    `a gain below ${fixed(1 - NOISE_MARGIN, 2)} x`;
  const why = comparison.reason ? `: ${comparison.reason}` : '';
  line(`Verdict on the CPU per REST hunt: ${comparison.verdict.toUpperCase()}${why} (${figures}; ${rule})`);
}

/**
 * The floor's figures, its CPU per hunt against the whole stack's (`wholeStackMs`: the working tree's
 * REST hunt, the median over the pairs), and where the rest goes, part by part, in `rest` (the
 * working tree's last REST run).
 */
export function printFloor(floor: Summary, rest: Summary | null, wholeStackMs: number): void {
  line();
  line(
    "Floor: the same quick hunt served by one bare process (the game's hunt use case and combat engine, " +
      'its SQL statements and outbox row, on node:http and pg; no gateway, no GraphQL, no Kafka):',
  );
  printTable(
    ['run', 'requests', 'errors', 'req/s', 'p50 ms', 'p99 ms', 'max ms'],
    [
      [
        floor.name,
        String(floor.requests),
        String(floor.errors),
        fixed(floor.throughput, 1),
        fixed(floor.p50, 1),
        fixed(floor.p99, 1),
        fixed(floor.max, 1),
      ],
    ],
  );
  for (const [error, count] of floor.errorCounts) line(`  ${String(count).padStart(6)} × ${error}`);
  const floorMs = floorCpuPerAnswer(floor);
  if (rest) {
    const answers = (summary: Summary) => summary.throughput * summary.seconds;
    const perAnswer = (summary: Summary, part: string) =>
      summary.cpu.has(part) ? fixed(((summary.cpu.get(part) ?? 0) * 1000) / answers(summary), 2) : '-';
    const parts = [...rest.cpu]
      .filter(([part]) => part !== LOAD_GENERATOR)
      .sort((a, b) => b[1] - a[1])
      .map(([part]) => part);
    parts.push('floor');
    line();
    line('CPU per hunt in ms by part: the REST hunt on the whole stack (the last run) and the floor:');
    printTable(
      ['part', 'whole stack', 'floor'],
      [
        ...parts.map((part) => [
          part,
          perAnswer(rest, part),
          part === 'floor' || part === 'postgresql' ? perAnswer(floor, part) : '-',
        ]),
        ['total', fixed(stackCpuPerAnswer(rest), 2), fixed(floorMs, 2)],
      ],
    );
  }
  line();
  const multiple = wholeStackMs / floorMs;
  line(
    `floor: ${fixed(floorMs, 2)} ms CPU per hunt; ` +
      (Number.isFinite(multiple)
        ? `whole stack = ${fixed(multiple, 1)} x floor (${fixed(wholeStackMs, 2)} ms per REST hunt)`
        : 'whole stack: no REST hunt figure to compare (BENCH_SCENARIOS leaves out rest)'),
  );
}
