/**
 * `npm run bench:hunt [-- --baseline <git ref>]` (after scripts/run.sh installed and built everything):
 * measures complete hunts through the REST facade, GraphQL and the game subgraph against a stub, on
 * the test stack: first the throughput and CPU per answer of each in a closed loop, then the REST
 * hunt's latency in an open loop at a fixed rate. With a baseline, the ref's own stack (built in a
 * worktree) runs the closed loops first, back to back on the same machine, and the working tree's CPU
 * per hunt is judged against it. Runs on the load tool's engine (scripts/load/). Prints figures and
 * exits 0 whether the targets are met or not. See docs/benchmarks.md.
 */
import type { RunningStack } from '../lib/stack';
import { localSecrets } from '../lib/secrets';
import type { LoadPlayer, Targets } from '../load/client';
import { CooldownReset } from '../load/cooldowns';
import { runClosedLoop, runOpenLoop } from '../load/executors';
import { setUpPlayers } from '../load/players';
import { databaseUrl, progress, runWithStacks, targetsOf, withStack, withTestStack } from '../load/testStack';
import { parseHuntArgs } from './args';
import { startStackAt } from './baseline';
import { benchConfig, type BenchConfig } from './config';
import { printLatency, printMachine, printThroughput, summarize, summarizeOpenLoop } from './report';
import { driveOf, scenarios } from './scenarios';
import type { LatencySummary, Summary } from './summary';
import { settle } from './settle';
import { latencyRate, printTargets } from './targets';
import { prepareBaseline } from './worktree';

const say = progress('bench');

/** What a stack is measured with: its targets, players ready to hunt and the cooldown resets. */
interface Bench {
  targets: Targets;
  players: LoadPlayer[];
  cooldowns: CooldownReset;
}

/** Players set up on `stack`, handed to `measure`, their cooldown connections closed afterwards. */
async function benchOn<T>(stack: RunningStack, config: BenchConfig, measure: (bench: Bench) => Promise<T>) {
  const targets = targetsOf(stack);
  say(`creating ${config.players} players`);
  const players = await setUpPlayers(targets, databaseUrl(stack, 'identity'), localSecrets().jwtPrivateKey, {
    count: config.players,
    role: 'user',
    password: false,
  });
  const cooldowns = new CooldownReset(databaseUrl(stack, 'game'), config.concurrency);
  try {
    return await measure({ targets, players, cooldowns });
  } finally {
    await cooldowns.close();
  }
}

/** Phase 1, closed loop: the throughput and CPU per answer of every scenario. */
async function measureThroughput(
  { targets, players, cooldowns }: Bench,
  config: BenchConfig,
): Promise<Summary[]> {
  const summaries: Summary[] = [];
  for (const scenario of scenarios(targets).filter((entry) => config.scenarioKeys.includes(entry.key))) {
    await settle(say);
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
  { targets, players, cooldowns }: Bench,
  rate: number,
  config: BenchConfig,
): Promise<LatencySummary | null> {
  if (!(rate > 0 && Number.isFinite(rate))) {
    say('no open-loop run: no REST hunt throughput measured (BENCH_LATENCY_RATE sets a rate)');
    return null;
  }
  const rest = scenarios(targets).find((scenario) => scenario.key === 'rest')!;
  await settle(say);
  say(
    `${rest.name} at ${rate.toFixed(1)} req/s: ${config.warmupSeconds} s warm-up, ${config.seconds} s measured`,
  );
  const drive = driveOf(rest, targets, cooldowns, config);
  return summarizeOpenLoop(rest, await runOpenLoop(drive, players, rate, config.maxInFlight), rate);
}

/** The baseline ref's closed loops on its own stack, built in a worktree (once) and stopped afterwards. */
async function measureBaseline(ref: string, config: BenchConfig): Promise<Summary[]> {
  const tree = prepareBaseline(ref, say);
  const summaries = await withStack(
    'bench',
    () => startStackAt(tree.root),
    (stack) => benchOn(stack, config, (bench) => measureThroughput(bench, config)),
  );
  printThroughput(summaries, config, `the baseline ${tree.commit.slice(0, 12)}`);
  return summaries;
}

async function run(config: BenchConfig, baselineRef: string | null): Promise<number> {
  const baseline = baselineRef ? await measureBaseline(baselineRef, config) : null;
  await withTestStack('bench', {}, (stack) =>
    benchOn(stack, config, async (bench) => {
      const summaries = await measureThroughput(bench, config);
      printThroughput(summaries, config, baseline ? 'the working tree' : '');
      const latency = await measureLatency(bench, latencyRate(config, summaries), config);
      if (latency) printLatency(latency);
      printTargets(summaries, latency, baseline);
    }),
  );
  return 0;
}

const args = parseHuntArgs(process.argv.slice(2));
const config = benchConfig();
printMachine(config);
runWithStacks('bench', () => run(config, args.baseline));
