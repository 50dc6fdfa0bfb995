/**
 * `npm run bench:ladder`: hunts through the REST facade in an open loop at the hunt benchmark's rate
 * (BENCH_LATENCY_RATE, default 100 hunts/s) and reads from the analytics service's histogram how long
 * each progress event took from the hunt's transaction (the event's occurrence) to the ladder in Redis
 * showing it. Prints p50/p99 and exits 0 whether the target is met or not. See docs/benchmarks.md.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { RunningStack } from '../lib/stack';
import { localSecrets } from '../lib/secrets';
import { CooldownReset } from '../load/cooldowns';
import { runOpenLoop } from '../load/executors';
import { setUpPlayers } from '../load/players';
import { fixed, line, printTable } from '../load/table';
import { databaseUrl, progress, runOnTestStack, targetsOf } from '../load/testStack';
import { benchConfig, type BenchConfig } from './config';
import { difference, quantile, readHistogram, type HistogramReading } from './histogram';
import { printLatency, printMachine, summarizeOpenLoop } from './report';
import { driveOf, scenarios } from './scenarios';

const say = progress('bench');

const HISTOGRAM = 'vh_analytics_event_to_ladder_seconds';
const DEFAULT_RATE = 100;
const MAX_P99_MS = 500;
/** After the load, the ladder has caught up when no event arrived for this long. */
const QUIET_MS = 2000;
const DRAIN_TIMEOUT_MS = 60_000;

/** Waits until the analytics consumer stops placing events (the backlog of the load is drained). */
async function drained(metricsUrl: string): Promise<HistogramReading> {
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  let last = await readHistogram(metricsUrl, HISTOGRAM);
  for (;;) {
    await sleep(QUIET_MS);
    const now = await readHistogram(metricsUrl, HISTOGRAM);
    if (now.count === last.count || Date.now() > deadline) return now;
    last = now;
  }
}

async function measure(stack: RunningStack, config: BenchConfig): Promise<void> {
  const metricsUrl = stack.metricsUrls.analytics;
  if (!metricsUrl) throw new Error('the stack runs no analytics service');
  const targets = targetsOf(stack);
  const rate = config.latencyRate ?? DEFAULT_RATE;
  say(`creating ${config.players} players`);
  const players = await setUpPlayers(targets, databaseUrl(stack, 'identity'), localSecrets().jwtPrivateKey, {
    count: config.players,
    role: 'user',
    password: false,
  });
  const cooldowns = new CooldownReset(databaseUrl(stack, 'game'), config.concurrency);
  try {
    const rest = scenarios(targets).find((scenario) => scenario.key === 'rest')!;
    const before = await drained(metricsUrl);
    say(`${rest.name} at ${rate} hunts/s: ${config.warmupSeconds} s warm-up, ${config.seconds} s measured`);
    const drive = driveOf(rest, targets, cooldowns, config);
    const hunts = summarizeOpenLoop(rest, await runOpenLoop(drive, players, rate, config.maxInFlight), rate);
    const window = difference(await drained(metricsUrl), before);
    printLatency(hunts);
    const p50 = quantile(window, 0.5) * 1000;
    const p99 = quantile(window, 0.99) * 1000;
    line();
    line('Hunt to ladder (progress event occurred -> ladder in Redis updated):');
    printTable(['events', 'p50 ms', 'p99 ms'], [[String(window.count), fixed(p50, 1), fixed(p99, 1)]]);
    line();
    line('Target:');
    line(
      `  hunt to ladder p99 at ${rate} hunts/s: ${fixed(p99, 1)} ms (target < ${MAX_P99_MS} ms)  ` +
        `${p99 < MAX_P99_MS ? 'PASS' : 'MISS'}`,
    );
  } finally {
    await cooldowns.close();
  }
}

const config = benchConfig();
printMachine(config, 'ladder', `${config.latencyRate ?? DEFAULT_RATE} hunts/s`);
runOnTestStack('bench', (stack) => measure(stack, config));
