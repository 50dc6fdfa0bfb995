/**
 * CPU time used by each part of the stack (services, gateway, PostgreSQL, Kafka, Redis, this
 * load generator), read from /proc: on a machine the whole stack shares, where a request's CPU goes is
 * what decides throughput. Linux only; elsewhere every reading is empty and the table is left out.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export type CpuReading = Map<string, number>;

let ticksPerSecond: number | null = null;

function clockTicks(): number {
  if (ticksPerSecond === null) {
    const answer = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
    ticksPerSecond = Number(answer.stdout?.trim()) || 100;
  }
  return ticksPerSecond;
}

/** Which part of the stack a process belongs to, from its command line; null for the rest. */
function partOf(pid: number, commandLine: string): string | null {
  if (pid === process.pid) return 'load generator';
  // bench:hunt's floor: one bare process serving the game's hunt use case.
  if (/\/scripts\/bench\/floorServer\.ts\b/.test(commandLine)) return 'floor';
  const node = /\/(?:services\/([\w-]+)|(gateway))\/dist\/index\.js/.exec(commandLine);
  if (node) return node[1] ?? node[2]!;
  if (/^postgres[: ]|\/bin\/postgres\b/.test(commandLine)) return 'postgresql';
  if (/\bjava\b.*kafka/i.test(commandLine)) return 'kafka';
  if (/redis-server/.test(commandLine)) return 'redis';
  return null;
}

/** User plus system CPU seconds of one process (fields 14 and 15 of /proc/<pid>/stat). */
function cpuSecondsOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / clockTicks();
}

/** One process of the stack: its part, command line and CPU seconds used so far. */
export interface ProcessCpu {
  pid: number;
  part: string;
  commandLine: string;
  seconds: number;
}

/** Every process of the stack now running, with its CPU seconds so far. */
export function readProcessCpu(): ProcessCpu[] {
  const processes: ProcessCpu[] = [];
  if (process.platform !== 'linux') return processes;
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const commandLine = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      const part = partOf(pid, commandLine);
      if (part) processes.push({ pid, part, commandLine, seconds: cpuSecondsOf(pid) });
    } catch {
      // The process ended while being read.
    }
  }
  return processes;
}

/** CPU seconds used so far by each part (processes that ended since are not counted). */
export function readCpu(): CpuReading {
  const reading: CpuReading = new Map();
  for (const { part, seconds } of readProcessCpu()) reading.set(part, (reading.get(part) ?? 0) + seconds);
  return reading;
}

/** CPU seconds each part used between two readings. */
export function cpuUsedBetween(before: CpuReading, after: CpuReading): CpuReading {
  const used: CpuReading = new Map();
  for (const [part, seconds] of after) used.set(part, Math.max(0, seconds - (before.get(part) ?? 0)));
  return used;
}

/** Cores the stack (everything but this load generator) kept busy between two readings. */
function stackCores(used: CpuReading, seconds: number): number {
  let total = 0;
  for (const [part, cpu] of used) if (part !== 'load generator') total += cpu;
  return total / seconds;
}

/** Below this many busy cores the stack counts as quiet. */
export const QUIET_CORES = 0.1;
/** A stack that idles above QUIET_CORES (an older build's polling) is quiet once it holds steady. */
const STEADY_WITHIN_CORES = 0.05;
const STEADY_SECONDS = 3;

/**
 * Waits until the stack is quiet, at most `limitSeconds`: fewer than QUIET_CORES busy for a second, or
 * its busy cores steady for STEADY_SECONDS (an idle stack that polls). Answers the cores it kept busy
 * in the last second looked at.
 */
export async function waitUntilQuiet(limitSeconds = 60): Promise<number> {
  const deadline = Date.now() + limitSeconds * 1000;
  let before = readCpu();
  let previous = Number.POSITIVE_INFINITY;
  let steadyFor = 0;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = readCpu();
    const busy = stackCores(cpuUsedBetween(before, now), 1);
    steadyFor = Math.abs(busy - previous) < STEADY_WITHIN_CORES ? steadyFor + 1 : 0;
    if (busy < QUIET_CORES || steadyFor >= STEADY_SECONDS || Date.now() >= deadline) return busy;
    previous = busy;
    before = now;
  }
}
