/** What every run on our own stack does around its measurements: the test stack up, signals handled, the stack down. */
import { startStack, type RunningStack } from '../lib/stack';
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
 * Runs `measure` on a fresh test stack and exits with the code it answers (0 when it answers nothing),
 * or 1 when it failed.
 */
export function runOnTestStack(tool: string, measure: (stack: RunningStack) => Promise<number | void>): void {
  const say = progress(tool);
  const run = async () => {
    exitOnSignals(tool);
    say('starting the test stack (logs in .local/logs/test-*.log)');
    runningStack = await startStack({ mode: 'test', output: 'files', logLevel: 'warn', production: true });
    try {
      return (await measure(runningStack)) ?? 0;
    } finally {
      say('stopping the stack');
      await stopStack();
    }
  };
  exitWith(tool, run());
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
