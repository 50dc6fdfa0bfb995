/**
 * `npm run load -- <scenario>` (after scripts/run.sh installed and built everything): prepares players on
 * our own test stack, or on a deployed one (LOAD_BASE_URL), runs one scenario of tests/load/, prints a
 * k6-like summary and exits 99 when a threshold failed (1 when the run itself failed, 2 on a usage
 * error). See docs/benchmarks.md.
 */
import fs from 'node:fs';
import { SCENARIOS, scenarioNamed } from '@vh/tests/load/scenarios';
import { USAGE, parseArgs, type LoadArgs } from './load/args';
import type { LoadPlayer, Targets } from './load/client';
import { CooldownReset } from './load/cooldowns';
import { runClosedLoop, runOpenLoop, type Drive } from './load/executors';
import { setUpPlayers } from './load/players';
import { remoteTarget } from './load/remoteTarget';
import { setUpRemotePlayers } from './load/remotePlayers';
import { describeLoad, type Load, type LoadScenario } from './load/scenario';
import { printSummary, summarize, thresholdsPassed } from './load/summary';
import { thresholdLabel } from './load/thresholds';
import { fixed, line } from './load/table';
import { databaseUrl, exitWith, progress, runOnTestStack, targetsOf } from './load/testStack';
import { localSecrets } from './lib/secrets';

const say = progress('load');
const WARMUP_SECONDS = 3;
/** Iterations in flight at most in an open loop; one more due is dropped. */
const MAX_IN_FLIGHT = 256;
const THRESHOLDS_FAILED = 99;

interface Plan {
  scenario: LoadScenario;
  load: Load;
  seconds: number;
  players: number;
}

function planOf(args: LoadArgs): Plan {
  const scenario = scenarioNamed(args.scenario!);
  const load: Load = args.vus ? { vus: args.vus } : args.rate ? { rate: args.rate } : scenario.load;
  return {
    scenario,
    load,
    seconds: args.seconds ?? scenario.seconds,
    players: Math.max(args.players ?? scenario.players.count, load.vus ?? 1),
  };
}

/** One connection per virtual user (each resets its share per lap), a few for the open loop's one-at-a-time resets. */
const resetConnections = (plan: Plan) => Math.min(plan.load.vus ?? 2, 16);

function printList(): void {
  for (const scenario of SCENARIOS) {
    line(`${scenario.name}: ${scenario.description}`);
    line(
      `  ${describeLoad(scenario.load)}, ${scenario.seconds} s; ${scenario.players.count} ` +
        `${scenario.players.role}s; tags ${JSON.stringify(scenario.tags)}`,
    );
    line(`  thresholds: ${scenario.thresholds.map(thresholdLabel).join(', ')}`);
  }
}

/** Runs the plan against prepared players; answers the exit code. */
async function measure(
  plan: Plan,
  targets: Targets,
  players: LoadPlayer[],
  cooldowns: CooldownReset | null,
  summaryJson: string | null,
): Promise<number> {
  const { scenario, load, seconds } = plan;
  const drive: Drive = {
    iteration: scenario.iteration,
    targets,
    cooldowns,
    warmupSeconds: WARMUP_SECONDS,
    seconds,
  };
  say(`${scenario.name}: ${describeLoad(load)}, ${WARMUP_SECONDS} s warm-up, ${seconds} s measured`);
  const recorder =
    load.vus !== undefined
      ? await runClosedLoop(drive, players, load.vus)
      : await runOpenLoop(drive, players, load.rate, MAX_IN_FLIGHT);
  const summary = summarize(scenario, `${describeLoad(load)}, ${players.length} players`, recorder);
  printSummary(summary);
  if (summaryJson) {
    fs.writeFileSync(summaryJson, `${JSON.stringify(summary, null, 2)}\n`);
    say(`summary written to ${summaryJson}`);
  }
  return thresholdsPassed(summary) ? 0 : THRESHOLDS_FAILED;
}

async function onDeployedStack(plan: Plan, summaryJson: string | null): Promise<number> {
  const remote = remoteTarget(process.env)!;
  if (plan.scenario.players.hunts && !remote.gameDatabaseUrl)
    throw new Error(
      `${plan.scenario.name} hunts: set LOAD_GAME_DATABASE_URL to lift cooldowns between hunts`,
    );
  say(`preparing ${plan.players} players on ${remote.targets.gatewayUrl}`);
  const players = await setUpRemotePlayers(remote.targets, remote.admin, {
    ...plan.scenario.players,
    count: plan.players,
  });
  const cooldowns = plan.scenario.players.hunts
    ? new CooldownReset(remote.gameDatabaseUrl!, resetConnections(plan))
    : null;
  try {
    return await measure(plan, remote.targets, players, cooldowns, summaryJson);
  } finally {
    await cooldowns?.close();
  }
}

function main(): void {
  let args: LoadArgs;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}\n`);
    process.exit(2);
  }
  if (args.list) {
    printList();
    return;
  }
  let plan: Plan;
  let remote: boolean;
  try {
    plan = planOf(args);
    remote = remoteTarget(process.env) !== null;
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  }
  line(`Vampire Hunt load: ${plan.scenario.name} (${plan.scenario.description})`);
  line(
    `  thresholds: ${plan.scenario.thresholds.length}, players: ${plan.players}, load: ${describeLoad(plan.load)}, ${fixed(plan.seconds, 0)} s`,
  );
  if (remote) {
    exitWith('load', onDeployedStack(plan, args.summaryJson));
    return;
  }
  runOnTestStack('load', async (stack) => {
    const targets = targetsOf(stack);
    say(`preparing ${plan.players} players`);
    const players = await setUpPlayers(
      targets,
      databaseUrl(stack, 'identity'),
      localSecrets().jwtPrivateKey,
      {
        ...plan.scenario.players,
        count: plan.players,
      },
    );
    const cooldowns = plan.scenario.players.hunts
      ? new CooldownReset(databaseUrl(stack, 'game'), resetConnections(plan))
      : null;
    try {
      return await measure(plan, targets, players, cooldowns, args.summaryJson);
    } finally {
      await cooldowns?.close();
    }
  });
}

main();
