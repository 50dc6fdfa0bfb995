/**
 * `npm run bench:hunt` (after scripts/run.sh installed and built everything): measures complete hunts
 * through the REST facade, GraphQL and the game subgraph against a stub, on the test stack: first the
 * throughput of each in a closed loop, then the REST hunt's latency in an open loop at a fixed rate.
 * Prints figures and exits 0 whether the targets are met or not. See docs/benchmarks.md.
 */
import { startStack, type RunningStack } from '../lib/stack';
import { localSecrets } from '../lib/secrets';
import type { BenchPlayer, Targets } from './client';
import { benchConfig, type BenchConfig } from './config';
import { CooldownReset } from './cooldowns';
import { setUpPlayers } from './players';
import { runOpenLoop } from './openloop';
import {
  printLatency,
  printMachine,
  printThroughput,
  summarize,
  summarizeOpenLoop,
  type LatencySummary,
  type Summary,
} from './report';
import { runScenario, sharesOf } from './runner';
import { scenarios } from './scenarios';
import { latencyRate, printTargets } from './targets';

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

/** Phase 1, closed loop: the throughput of every scenario. */
async function measureThroughput(
  targets: Targets,
  players: BenchPlayer[],
  cooldowns: CooldownReset,
  config: BenchConfig,
): Promise<Summary[]> {
  const shares = sharesOf(players, config.concurrency);
  const summaries: Summary[] = [];
  for (const scenario of scenarios(targets)) {
    say(`${scenario.name}: ${config.warmupSeconds} s warm-up, ${config.seconds} s measured`);
    summaries.push(summarize(scenario, await runScenario(scenario, shares, cooldowns, config)));
  }
  return summaries;
}

/** Phase 2, open loop: the REST hunt's latency at `rate`; null when there is no rate to run at. */
async function measureLatency(
  targets: Targets,
  players: BenchPlayer[],
  cooldowns: CooldownReset,
  rate: number,
  config: BenchConfig,
): Promise<LatencySummary | null> {
  if (!(rate > 0 && Number.isFinite(rate))) {
    say('no open-loop run: the stub measured no throughput (BENCH_LATENCY_RATE sets a rate)');
    return null;
  }
  const rest = scenarios(targets).find((scenario) => scenario.key === 'rest')!;
  say(
    `${rest.name} at ${rate.toFixed(1)} req/s: ${config.warmupSeconds} s warm-up, ${config.seconds} s measured`,
  );
  return summarizeOpenLoop(rest, await runOpenLoop(rest, players, cooldowns, rate, config));
}

async function measureAll(stack: RunningStack, config: BenchConfig): Promise<void> {
  const targets = targetsOf(stack);
  say(`creating ${config.players} players`);
  const players = await setUpPlayers(
    targets,
    databaseUrl(stack, 'identity'),
    localSecrets().jwtPrivateKey,
    config.players,
  );
  const cooldowns = new CooldownReset(databaseUrl(stack, 'game'), config.concurrency);
  try {
    const summaries = await measureThroughput(targets, players, cooldowns, config);
    printThroughput(summaries, config);
    const rate = latencyRate(config, summaries);
    const latency = await measureLatency(targets, players, cooldowns, rate, config);
    if (latency) printLatency(latency);
    printTargets(summaries, latency);
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
    await measureAll(runningStack, config);
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
