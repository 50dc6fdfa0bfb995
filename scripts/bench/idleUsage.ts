/**
 * The idle benchmark's figures: each part's CPU over the measured window as a share of one core, the
 * services and the gateway together, and the verdict against the target (issue 19, target 2).
 */
import type { CpuReading } from '../load/processCpu';

/** Services and gateway together, in % of one core, while nobody plays. */
export const MAX_IDLE_PERCENT = 3;

/** Parts that are the stores the stack runs on, not the stack's own processes. */
const STORES = new Set(['postgresql', 'redis', 'kafka']);
/** The benchmark itself: shown, counted in neither total. */
const OWN_PROCESS = 'load generator';

export interface IdleRow {
  part: string;
  /** CPU seconds per wall second × 100. */
  percent: number;
  kind: 'process' | 'store' | 'benchmark';
}

export interface IdleUsage {
  rows: IdleRow[];
  /** Services and gateway. */
  processesPercent: number;
  /** Everything but the benchmark: services, gateway and the stores. */
  stackPercent: number;
  pass: boolean;
}

const kindOf = (part: string): IdleRow['kind'] =>
  part === OWN_PROCESS ? 'benchmark' : STORES.has(part) ? 'store' : 'process';

/** Figures of `used` CPU seconds per part over `seconds` of wall time; rows by kind, busiest first. */
export function idleUsage(used: CpuReading, seconds: number): IdleUsage {
  if (!(seconds > 0)) throw new Error(`the measured window must be positive: ${seconds}`);
  const order = { process: 0, store: 1, benchmark: 2 } as const;
  const rows = [...used]
    .map(([part, cpuSeconds]): IdleRow => ({
      part,
      percent: (cpuSeconds / seconds) * 100,
      kind: kindOf(part),
    }))
    .sort((a, b) => order[a.kind] - order[b.kind] || b.percent - a.percent || a.part.localeCompare(b.part));
  const total = (kinds: IdleRow['kind'][]) =>
    rows.filter((row) => kinds.includes(row.kind)).reduce((sum, row) => sum + row.percent, 0);
  const processesPercent = total(['process']);
  return {
    rows,
    processesPercent,
    stackPercent: total(['process', 'store']),
    pass: processesPercent < MAX_IDLE_PERCENT,
  };
}

/**
 * What a PostgreSQL process does, from its title: a backend's database (`postgres: user db host
 * state`), or the auxiliary process's name (checkpointer, walwriter...), or the server itself.
 */
export function postgresRole(commandLine: string): string {
  const title = /^postgres: (.+)$/.exec(commandLine)?.[1];
  if (!title) return 'server';
  const backend = /^\S+ (\S+) (?:\S+\(\d+\)|\[local\])/.exec(title);
  return backend ? `backends of ${backend[1]}` : title.trim();
}
