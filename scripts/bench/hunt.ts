/**
 * `npm run bench:hunt` (after scripts/run.sh installed and built everything): measures complete hunts
 * through the REST facade, GraphQL and the game subgraph against a stub, on the test stack. Prints
 * figures and exits 0 whether the targets are met or not. See docs/benchmarks.md.
 */
import { startStack, type RunningStack } from '../lib/stack';
import { localSecrets } from '../lib/secrets';
import type { Targets } from './client';
import { benchConfig, type BenchConfig } from './config';
import { CooldownReset } from './cooldowns';
import { setUpPlayers } from './players';
import { printMachine, printReport, summarize, type Summary } from './report';
import { runScenario, sharesOf } from './runner';
import { scenarios } from './scenarios';

const say = (message: string) => process.stdout.write(`[bench] ${message}\n`);

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

function targetsOf(stack: RunningStack): Targets {
  const gameUrl = stack.serviceUrls.game;
  if (!gameUrl) throw new Error('the stack runs no game service');
  return {
    gatewayUrl: stack.gatewayUrl,
    gameUrl,
    appKey: stack.appKey,
    gatewaySecret: localSecrets().gatewaySharedSecret,
  };
}

function databaseUrl(stack: RunningStack, service: string): string {
  const url = stack.databaseUrls[service];
  if (!url) throw new Error(`the stack has no ${service} database`);
  return url;
}

async function measureAll(stack: RunningStack, config: BenchConfig): Promise<Summary[]> {
  const targets = targetsOf(stack);
  say(`creating ${config.players} players`);
  const players = await setUpPlayers(
    targets,
    databaseUrl(stack, 'identity'),
    localSecrets().jwtPrivateKey,
    config.players,
  );
  const shares = sharesOf(players, config.concurrency);
  const cooldowns = new CooldownReset(databaseUrl(stack, 'game'), config.concurrency);
  try {
    const summaries: Summary[] = [];
    for (const scenario of scenarios(targets)) {
      say(`${scenario.name}: ${config.warmupSeconds} s warm-up, ${config.seconds} s measured`);
      summaries.push(summarize(scenario, await runScenario(scenario, shares, cooldowns, config)));
    }
    return summaries;
  } finally {
    await cooldowns.close();
  }
}

async function main(): Promise<void> {
  const config = benchConfig();
  exitOnSignals();
  printMachine(config);
  say('starting the test stack (logs in .local/logs/test-*.log)');
  runningStack = await startStack({ mode: 'test', output: 'files', logLevel: 'warn' });
  try {
    printReport(await measureAll(runningStack, config));
  } finally {
    say('stopping the stack');
    await stopStack();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`[bench] failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
