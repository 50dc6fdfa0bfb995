import { spawn, spawnSync, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export function log(message: string): void {
  process.stdout.write(`[infra] ${message}\n`);
}

export function isPidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function readPid(file: string): number | null {
  if (!fs.existsSync(file)) return null;
  const pid = Number(fs.readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 && isPidAlive(pid) ? pid : null;
}

export function portIsOpen(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

/** One readiness attempt may hang (a client stuck in a handshake with a broker still starting). */
const ATTEMPT_LIMIT_MS = 10_000;

/** The check's answer, or false when it fails or has not answered within limitMs. */
async function boundedCheck(check: () => Promise<boolean>, limitMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const givenUp = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), limitMs);
  });
  try {
    return await Promise.race([check().catch(() => false), givenUp]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Polls `check` until it resolves true or the deadline passes. `failure`, when given, is asked after
 * every miss and ends the wait at once with its reason (a process that died while starting).
 */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  failure: () => string | null = () => null,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await boundedCheck(check, Math.min(ATTEMPT_LIMIT_MS, deadline - Date.now()))) return;
    const reason = failure();
    if (reason) throw new Error(`${what} will not become ready: ${reason}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not become ready within ${timeoutMs / 1000}s`);
}

/** The last lines of a log file, for an error message. */
export function logTail(file: string, lines = 30): string {
  if (!fs.existsSync(file)) return '(no log)';
  return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}

/** Runs a command to completion, throwing with its output when it fails. */
export function run(
  command: string,
  args: string[],
  options: SpawnOptions & { quiet?: boolean } = {},
): string {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options, stdio: 'pipe' });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  }
  return String(result.stdout ?? '');
}

/** Starts a long-running process detached from this one, logging to `logFile`. */
export function spawnDetached(
  command: string,
  args: string[],
  logFile: string,
  pidFile: string,
  options: SpawnOptions = {},
): number {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', out, out] });
  child.unref();
  fs.closeSync(out);
  if (!child.pid) throw new Error(`could not start ${command}`);
  fs.writeFileSync(pidFile, String(child.pid));
  return child.pid;
}

export function which(command: string): string | null {
  const result = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

export async function stopPid(pid: number, name: string, timeoutMs = 20_000): Promise<void> {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return;
  }
  const deadline = Date.now() + timeoutMs;
  while (isPidAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
  if (isPidAlive(pid)) {
    log(`${name} did not stop in time; killing it`);
    process.kill(pid, 'SIGKILL');
  }
}
