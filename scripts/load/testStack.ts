/** What every run on our own stack does around its measurements: the test stack up, signals handled, the stack down. */
import { startStack, type RunningStack, type StackOptions } from '../lib/stack';
import { localSecrets } from '../lib/secrets';
import type { Targets } from './client';

/** Progress lines, prefixed with the tool's name (`[bench]`, `[load]`). */
export const progress = (tool: string) => (message: string) => process.stdout.write(`[${tool}] ${message}\n`);

let runningStack: RunningStack | null = null;
let stopping: Promise<void> | null = null;

/** Stops the stack once, whoever asks first (the end of the run, an error or a signal). */
function stopStack(): Promise<void> {
  stopping ??= runningStack ? runningStack.stop() : Promise.resolve();
  return stopping;
}

function exitOnSignals(tool: string): void {
  const onSignal = (signal: NodeJS.Signals) => {
    // A second signal while stopping: leave at once.
    if (stopping) process.exit(130);
    process.stderr.write(`\n[${tool}] ${signal}: stopping the stack\n`);
    void stopStack().finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

export function targetsOf(stack: RunningStack): Targets {
  const gameUrl = stack.serviceUrls.game;
  if (!gameUrl) throw new Error('the stack runs no game service');
  return {
    gatewayUrl: stack.gatewayUrl,
    gameUrl,
    // The load's GraphQL operations are not the web's documents: it calls as an API user.
    appKey: stack.apiAppKey,
    gatewaySecret: localSecrets().gatewaySharedSecret,
  };
}

export function databaseUrl(stack: RunningStack, service: string): string {
  const url = stack.databaseUrls[service];
  if (!url) throw new Error(`the stack has no ${service} database`);
  return url;
}

/**
 * Runs `work` on a test stack (fresh stores unless `extra.keptStores`), stopped afterwards, on an error
 * and on a signal. A run may use several stacks one after the other.
 */
export async function withTestStack<T>(
  tool: string,
  extra: Partial<StackOptions>,
  work: (stack: RunningStack) => Promise<T>,
): Promise<T> {
  return withStack(
    tool,
    () => startStack({ mode: 'test', output: 'files', logLevel: 'warn', production: true, ...extra }),
    work,
  );
}

/**
 * Runs `work` on the stack `start` brings up (bench:hunt's baseline starts another checkout's), stopped
 * afterwards, on an error and on a signal.
 */
export async function withStack<T>(
  tool: string,
  start: () => Promise<RunningStack>,
  work: (stack: RunningStack) => Promise<T>,
): Promise<T> {
  const say = progress(tool);
  say('starting the test stack (logs in .local/logs/test-*.log)');
  stopping = null;
  runningStack = await start();
  try {
    return await work(runningStack);
  } finally {
    say('stopping the stack');
    await stopStack();
    runningStack = null;
  }
}

/** Runs a tool that starts its own stacks (withTestStack) and exits with the code it answers. */
export function runWithStacks(tool: string, run: () => Promise<number>): void {
  exitOnSignals(tool);
  exitWith(tool, run());
}

/**
 * Runs `measure` on a fresh test stack and exits with the code it answers (0 when it answers nothing),
 * or 1 when it failed.
 */
export function runOnTestStack(tool: string, measure: (stack: RunningStack) => Promise<number | void>): void {
  runWithStacks(tool, async () => (await withTestStack(tool, {}, measure)) ?? 0);
}

/** Exits with the code `run` answers, or 1 (with the error) when it failed. */
export function exitWith(tool: string, run: Promise<number>): void {
  run.then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`[${tool}] failed: ${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    },
  );
}
