/**
 * `npm run bench:idle`: starts the test stack in production mode, lets it settle (start-up,
 * migrations, consumer groups joining), then reads from /proc how much CPU every part of the stack
 * uses over a minute while nobody plays. Prints each part in % of one core, the services and the
 * gateway together against the target, and PostgreSQL by database. See docs/benchmarks.md.
 */
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { readProcessCpu, type ProcessCpu } from '../load/processCpu';
import { fixed, line, printTable } from '../load/table';
import { progress, runOnTestStack } from '../load/testStack';
import { MAX_IDLE_PERCENT, idleUsage, postgresRole } from './idleUsage';

const say = progress('bench');

function seconds(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive whole number: ${raw}`);
  return value;
}

/** CPU seconds used between two readings, grouped by `keyOf` (processes new in the window count whole). */
function usedBetween(before: ProcessCpu[], after: ProcessCpu[], keyOf: (entry: ProcessCpu) => string | null) {
  const earlier = new Map(before.map((entry) => [entry.pid, entry.seconds]));
  const used = new Map<string, number>();
  for (const entry of after) {
    const key = keyOf(entry);
    if (key === null) continue;
    used.set(key, (used.get(key) ?? 0) + Math.max(0, entry.seconds - (earlier.get(entry.pid) ?? 0)));
  }
  return used;
}

const percentOf = (cpuSeconds: number, window: number) => fixed((cpuSeconds / window) * 100, 2);

async function measure(settleSeconds: number, measuredSeconds: number): Promise<void> {
  say(`settling for ${settleSeconds} s (start-up work, consumer groups joining)`);
  await sleep(settleSeconds * 1000);
  say(`measuring ${measuredSeconds} s with nobody playing`);
  const before = readProcessCpu();
  const started = performance.now();
  await sleep(measuredSeconds * 1000);
  const after = readProcessCpu();
  const window = (performance.now() - started) / 1000;

  const usage = idleUsage(
    usedBetween(before, after, (entry) => entry.part),
    window,
  );
  line();
  line(`CPU while idle, % of one core over ${fixed(window, 1)} s (from /proc):`);
  printTable(
    ['part', 'kind', '% of one core'],
    [
      ...usage.rows.map((row) => [row.part, row.kind, fixed(row.percent, 2)]),
      ['services + gateway', '', fixed(usage.processesPercent, 2)],
      ['whole stack (with the stores)', '', fixed(usage.stackPercent, 2)],
    ],
  );
  const postgres = usedBetween(before, after, (entry) =>
    entry.part === 'postgresql' ? postgresRole(entry.commandLine) : null,
  );
  if (postgres.size > 0) {
    line();
    line('PostgreSQL by process:');
    printTable(
      ['process', '% of one core'],
      [...postgres]
        .filter(([, used]) => used > 0)
        .sort((a, b) => b[1] - a[1])
        .map(([role, used]) => [role, percentOf(used, window)]),
    );
  }
  line();
  line('Target:');
  line(
    `  services + gateway while idle: ${fixed(usage.processesPercent, 2)} % of one core ` +
      `(target < ${MAX_IDLE_PERCENT} %)  ${usage.pass ? 'PASS' : 'MISS'}`,
  );
}

const settleSeconds = seconds('BENCH_IDLE_SETTLE_SECONDS', 30);
const measuredSeconds = seconds('BENCH_IDLE_SECONDS', 60);
const cpus = os.cpus();
line('Vampire Hunt idle benchmark');
line(
  `  machine:  ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown model'}), node ${process.version}`,
);
line(`  run:      test stack in production mode, ${settleSeconds} s settling, ${measuredSeconds} s measured`);
line();
runOnTestStack('bench', () => measure(settleSeconds, measuredSeconds));
