/**
 * `npm run bench:hunt [-- --baseline <git ref> [--pairs N] [--fail-on-regression]]` (after
 * scripts/run.sh installed and built everything): measures complete hunts through the REST facade,
 * GraphQL and the game subgraph against a stub, on the test stack: first the throughput and CPU per
 * answer of each in a closed loop, then the REST hunt's latency in an open loop at a fixed rate, then
 * the floor (the same hunt in one bare process). The stores are warmed first by an unmeasured run.
 * With a baseline, the ref's own stack (built in a worktree) and the working tree's alternate, pair
 * after pair, each started afresh, and the verdict on the working tree's CPU per hunt is read from the
 * median ratio and its spread. Runs on the load tool's engine (scripts/load/). Prints figures and exits
 * 0 whether the targets are met or not (99 on a regression with --fail-on-regression). See
 * docs/benchmarks.md.
 */
import type { RunningStack } from '../lib/stack';
import { localSecrets } from '../lib/secrets';
import type { LoadPlayer, Targets } from '../load/client';
import { CooldownReset } from '../load/cooldowns';
import { runClosedLoop, runOpenLoop } from '../load/executors';
import { setUpPlayers } from '../load/players';
import { fixed } from '../load/table';
import { databaseUrl, progress, runWithStacks, targetsOf, withStack, withTestStack } from '../load/testStack';
import { REGRESSION_EXIT_CODE, parseHuntArgs, type HuntArgs } from './args';
import { startStackAt } from './baseline';
import { median } from './comparison';
import {
  compareScenarios,
  printComparison,
  printFloor,
  printVerdict,
  type PairRuns,
} from './comparisonReport';
import { benchConfig, type BenchConfig } from './config';
import { measureFloor, startFloor, type Floor } from './floor';
import { printLatency, printMachine, printThroughput, summarize, summarizeOpenLoop } from './report';
import type { ScenarioKey } from './scenarioKeys';
import { driveOf, scenarios } from './scenarios';
import type { LatencySummary, Summary } from './summary';
import { settle } from './settle';
import { latencyRate, printTargets, stackCpuPerAnswer, type RestCpu } from './targets';
import { prepareBaseline, type BaselineTree } from './worktree';

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

/** Phase 1, closed loop: the throughput and CPU per answer of every scenario in `keys`. */
async function measureThroughput(
  { targets, players, cooldowns }: Bench,
  config: BenchConfig,
  keys: readonly ScenarioKey[] = config.scenarioKeys,
): Promise<Summary[]> {
  const summaries: Summary[] = [];
  for (const scenario of scenarios(targets).filter((entry) => keys.some((key) => key === entry.key))) {
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

/**
 * Warms the stores (PostgreSQL, Kafka's JVM, Redis, the page cache) before anything is measured: the
 * REST hunt on a stack of the working tree, recorded by nobody, then that stack is stopped. A first
 * run on stores just started cost up to half more than the same run a minute later (issue 39).
 */
async function warmStores(config: BenchConfig): Promise<void> {
  say('warming the stores: the REST hunt on a stack of the working tree, not counted');
  await withTestStack('bench', {}, (stack) =>
    benchOn(stack, config, async (bench) => {
      const [warm] = await measureThroughput(bench, config, ['rest']);
      say(
        `warm-up done (not counted): ${fixed(warm!.throughput, 1)} REST hunts/s, ` +
          `${fixed(stackCpuPerAnswer(warm!), 2)} ms CPU per hunt`,
      );
    }),
  );
}

/** The baseline's closed loops on a fresh stack of its own (the worktree's), stopped afterwards. */
async function measureBaseline(tree: BaselineTree, config: BenchConfig, title: string): Promise<Summary[]> {
  const summaries = await withStack(
    'bench',
    () => startStackAt(tree.root),
    (stack) => benchOn(stack, config, (bench) => measureThroughput(bench, config)),
  );
  printThroughput(summaries, config, `${title}the baseline ${tree.commit.slice(0, 12)}`);
  return summaries;
}

/** A working tree run; the last one also has the open loop and the floor. */
interface WorkingTreeRun {
  summaries: Summary[];
  latency: LatencySummary | null;
  floor: Summary | null;
}

/**
 * The working tree's closed loops on a fresh stack. On the last run also phase 2, and the floor: started
 * before the stack stops (it loads content from it), measured after, with the same players.
 */
async function measureWorkingTree(
  config: BenchConfig,
  title: string,
  last: boolean,
): Promise<WorkingTreeRun> {
  const held: { floor?: Floor; players?: LoadPlayer[] } = {};
  try {
    const run = await withTestStack('bench', {}, (stack) =>
      benchOn(stack, config, async (bench) => {
        const summaries = await measureThroughput(bench, config);
        printThroughput(summaries, config, `${title}the working tree`);
        if (!last) return { summaries, latency: null };
        const latency = await measureLatency(bench, latencyRate(config, summaries), config);
        if (latency) printLatency(latency);
        say('starting the floor, which loads the content snapshot from this stack');
        held.floor = await startFloor(stack);
        held.players = bench.players;
        return { summaries, latency };
      }),
    );
    const floor = held.floor ? await measureFloor(held.floor, held.players!, config, say) : null;
    return { ...run, floor };
  } finally {
    await held.floor?.stop();
  }
}

async function run(config: BenchConfig, args: HuntArgs): Promise<number> {
  const tree = args.baseline ? prepareBaseline(args.baseline, say) : null;
  const rounds = tree ? args.pairs : 1;
  if (tree) {
    say(
      `the baseline ${args.baseline} is ${tree.commit.slice(0, 12)}: after the warm-up, ${rounds} pairs ` +
        "(its stack, then the working tree's, each started afresh)",
    );
  }
  await warmStores(config);
  const pairs: PairRuns[] = [];
  let last: WorkingTreeRun | null = null;
  for (let pair = 1; pair <= rounds; pair++) {
    const title = tree ? `pair ${pair} of ${rounds}, ` : '';
    const baseline = tree ? await measureBaseline(tree, config, title) : [];
    last = await measureWorkingTree(config, title, pair === rounds);
    pairs.push({ baseline, current: last.summaries });
  }
  const comparisons = compareScenarios(pairs);
  const rest = comparisons.find((scenario) => scenario.key === 'rest') ?? null;
  const currentMs = rest ? median(rest.currentMs) : NaN;
  if (tree) {
    printComparison(comparisons, tree.commit);
    printVerdict(rest);
  }
  const lastRest = last!.summaries.find((summary) => summary.key === 'rest') ?? null;
  if (last!.floor) printFloor(last!.floor, lastRest, currentMs);
  const restCpu: RestCpu | null = rest && {
    currentMs,
    baseline: tree ? { baselineMs: median(rest.baselineMs), comparison: rest.comparison } : null,
  };
  printTargets(restCpu, last!.latency);
  return args.failOnRegression && rest?.comparison.verdict === 'regression' ? REGRESSION_EXIT_CODE : 0;
}

const args = parseHuntArgs(process.argv.slice(2));
const config = benchConfig();
printMachine(config);
runWithStacks('bench', () => run(config, args));
