/** bench:scale's report: each operation empty vs full with its verdict, the daily job, the sizes. */
import { fixed, line, printTable } from '../load/table';
import type { WorldFigures } from './scaleMeasure';
import type { WorldSizes } from './scaleSizes';
import {
  MAX_DAILY_JOB_MS,
  MAX_P99_RATIO,
  bytesPer,
  compareP99,
  dailyJobVerdict,
  humanBytes,
} from './scaleVerdicts';

const ms = (value: number | undefined) => fixed(value ?? NaN, 1);

export function printScaleReport(
  empty: WorldFigures | null,
  full: WorldFigures | null,
  sizes: WorldSizes | null,
): void {
  const names = (full ?? empty)?.operations.map((operation) => operation.name) ?? [];
  line();
  line(`Latency, almost empty vs filled world (PASS: full p99 <= ${MAX_P99_RATIO} × empty p99):`);
  printTable(
    ['operation', 'empty p50', 'empty p99', 'full p50', 'full p99', 'p99 ratio', 'verdict'],
    names.map((name) => {
      const before = empty?.operations.find((operation) => operation.name === name);
      const after = full?.operations.find((operation) => operation.name === name);
      const comparison = compareP99(before?.p99 ?? NaN, after?.p99 ?? NaN);
      return [
        name,
        ms(before?.p50),
        ms(before?.p99),
        ms(after?.p50),
        ms(after?.p99),
        fixed(comparison.ratio, 2),
        before && after ? comparison.verdict : '-',
      ];
    }),
  );
  const jobRow = (world: string, figures: WorldFigures | null) =>
    figures
      ? [
          world,
          String(figures.dailyJob.days),
          ms(figures.dailyJob.p50),
          ms(figures.dailyJob.max),
          dailyJobVerdict(figures.dailyJob.max),
        ]
      : [world, '-', '-', '-', '-'];
  line();
  line(`Daily analytics job, timed directly (PASS: under ${MAX_DAILY_JOB_MS / 1000} s):`);
  printTable(
    ['world', 'days computed', 'p50 ms', 'max ms', 'verdict'],
    [jobRow('empty', empty), jobRow('full', full)],
  );
  for (const [world, figures] of [
    ['empty', empty],
    ['full', full],
  ] as const) {
    for (const operation of figures?.operations.filter((entry) => entry.errors > 0) ?? [])
      line(
        `  ${world}, ${operation.name}: ${operation.errors} errors (good ${operation.good}); most: ${operation.firstError}`,
      );
  }
  if (!sizes) return;
  line();
  line('Filled world on disk:');
  printTable(
    ['database', 'size'],
    sizes.databases.map((database) => [database.name, humanBytes(database.bytes)]),
  );
  line(
    `  per player: ${humanBytes(bytesPer(sizes.playerBytes, sizes.players))} ` +
      `(${sizes.players.toLocaleString('en')} players; accounts, game state, inventories, analytics rows)`,
  );
  line(
    `  per fight:  ${humanBytes(bytesPer(sizes.fightBytes, sizes.fights))} ` +
      `(${sizes.fights.toLocaleString('en')} fights; the fight and its journal entry, with indexes)`,
  );
}
