/**
 * `npm run bench:hunt` (after scripts/run.sh installed and built everything): measures complete hunts
 * through the REST facade, GraphQL and the game subgraph against a stub, on the test stack: first the
 * throughput of each in a closed loop, then the REST hunt's latency in an open loop at a fixed rate.
 * Runs on the load tool's engine (scripts/load/). Prints figures and exits 0 whether the targets are
 * met or not. See docs/benchmarks.md.
 */
import type { RunningStack } from '../lib/stack';
import { localSecrets } from '../lib/secrets';
import type { LoadPlayer, Targets } from '../load/client';
import { CooldownReset } from '../load/cooldowns';
import { runClosedLoop, runOpenLoop } from '../load/executors';
import { setUpPlayers } from '../load/players';
import { databaseUrl, progress, runOnTestStack, targetsOf } from '../load/testStack';
import { benchConfig, type BenchConfig } from './config';
import { printLatency, printMachine, printThroughput, summarize, summarizeOpenLoop } from './report';
import { driveOf, scenarios } from './scenarios';
import type { LatencySummary, Summary } from './summary';
import { latencyRate, printTargets } from './targets';

const say = progress('bench');

/** Phase 1, closed loop: the throughput of every scenario. */
async function measureThroughput(
  targets: Targets,
  players: LoadPlayer[],
  cooldowns: CooldownReset,
  config: BenchConfig,
): Promise<Summary[]> {
  const summaries: Summary[] = [];
  for (const scenario of scenarios(targets).filter((entry) => config.scenarioKeys.includes(entry.key))) {
    say(`${scenario.name}: ${config.warmupSeconds} s warm-up, ${config.seconds} s measured`);
    const recorder = await runClosedLoop(
      driveOf(scenario, targets, cooldowns, config),
      players,
      config.concurrency,
    );
    summaries.push(summarize(scenario, recorder));
  }
  return summaries;
}

/** Phase 2, open loop: the REST hunt's latency at `rate`; null when there is no rate to run at. */
async function measureLatency(
  targets: Targets,
  players: LoadPlayer[],
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
  const drive = driveOf(rest, targets, cooldowns, config);
  return summarizeOpenLoop(rest, await runOpenLoop(drive, players, rate, config.maxInFlight), rate);
}

async function measureAll(stack: RunningStack, config: BenchConfig): Promise<void> {
  const targets = targetsOf(stack);
  say(`creating ${config.players} players`);
  const players = await setUpPlayers(targets, databaseUrl(stack, 'identity'), localSecrets().jwtPrivateKey, {
    count: config.players,
    role: 'user',
    password: false,
  });
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

const config = benchConfig();
printMachine(config);
runOnTestStack('bench', (stack) => measureAll(stack, config));
