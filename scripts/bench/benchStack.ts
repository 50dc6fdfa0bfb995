/** What every benchmark does around its measurements: the test stack up, signals handled, the stack down. */
import { startStack, type RunningStack } from '../lib/stack';
import { localSecrets } from '../lib/secrets';
import type { Targets } from './client';

export const say = (message: string) => process.stdout.write(`[bench] ${message}\n`);

let runningStack: RunningStack | null = null;
let stopping: Promise<void> | null = null;

/** Stops the stack once, whoever asks first (the end of the run, an error or a signal). */
function stopStack(): Promise<void> {
  stopping ??= runningStack ? runningStack.stop() : Promise.resolve();
  return stopping;
}

function exitOnSignals(): void {
  const onSignal = (signal: NodeJS.Signals) => {
    // A second signal while stopping: leave at once.
    if (stopping) process.exit(130);
    process.stderr.write(`\n[bench] ${signal}: stopping the stack\n`);
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
    // The benchmark's GraphQL operations are not the web's documents: it calls as an API user.
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
 * Runs `measure` on a fresh test stack and exits: 0 when it ran (whether targets were met or not),
 * 1 when it failed.
 */
export function runOnTestStack(measure: (stack: RunningStack) => Promise<void>): void {
  const run = async () => {
    exitOnSignals();
    say('starting the test stack (logs in .local/logs/test-*.log)');
    runningStack = await startStack({ mode: 'test', output: 'files', logLevel: 'warn', production: true });
    try {
      await measure(runningStack);
    } finally {
      say('stopping the stack');
      await stopStack();
    }
  };
  run().then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`[bench] failed: ${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    },
  );
}
