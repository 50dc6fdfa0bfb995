/**
 * The restore drill's load, in open loops at once on the test stack: the quick hunt and the merchant
 * scenarios of tests/load/ (fights, loot and the game's ledger; economy's trades, which change
 * inventories and balances through the game) and premium purchases through the sandbox provider
 * (payments' grants, which credit coins), so the backup is taken while every kind of write the
 * invariants check is under way.
 */
import { merchant } from '@vh/tests/load/merchant';
import { quickHunt } from '@vh/tests/load/quickHunt';
import { localSecrets } from '../lib/secrets';
import type { RunningStack } from '../lib/stack';
import { CooldownReset } from '../load/cooldowns';
import { runOpenLoop } from '../load/executors';
import { setUpPlayers } from '../load/players';
import type { LoadScenario } from '../load/scenario';
import { summarize } from '../load/summary';
import { databaseUrl, targetsOf } from '../load/testStack';
import { premiumPurchase } from './purchases';

const MAX_IN_FLIGHT = 256;

export type LoadSummary = ReturnType<typeof summarize>;

export interface DrillLoadPlan {
  /** Iterations a second of each scenario. */
  rates: { quickhunt: number; merchant: number; purchases: number };
  seconds: number;
}

/** Prepares the players, then runs both scenarios; resolves with their summaries when both ended. */
export async function startDrillLoad(
  stack: RunningStack,
  plan: DrillLoadPlan,
): Promise<() => Promise<LoadSummary[]>> {
  const targets = targetsOf(stack);
  const runs: Array<{ scenario: LoadScenario; rate: number }> = [
    { scenario: quickHunt, rate: plan.rates.quickhunt },
    { scenario: merchant, rate: plan.rates.merchant },
  ];
  if (plan.rates.purchases > 0) {
    const sandboxUrl = stack.serviceUrls['payment-sandbox'];
    if (!sandboxUrl) throw new Error('the stack runs no payment sandbox');
    // A player per purchase: a second subscription of the same player would be an upgrade.
    const buyers = Math.ceil(plan.rates.purchases * plan.seconds) + 10;
    runs.push({ scenario: await premiumPurchase(sandboxUrl, buyers), rate: plan.rates.purchases });
  }
  const prepared = [];
  for (const run of runs) {
    const players = await setUpPlayers(
      targets,
      databaseUrl(stack, 'identity'),
      localSecrets().jwtPrivateKey,
      run.scenario.players,
    );
    const cooldowns = run.scenario.players.hunts ? new CooldownReset(databaseUrl(stack, 'game'), 4) : null;
    prepared.push({ ...run, players, cooldowns });
  }
  const running = prepared.map(async ({ scenario, rate, players, cooldowns }) => {
    try {
      const drive = {
        iteration: scenario.iteration,
        targets,
        cooldowns,
        warmupSeconds: 0,
        seconds: plan.seconds,
      };
      const recorder = await runOpenLoop(drive, players, rate, MAX_IN_FLIGHT);
      return summarize(scenario, `open loop, ${rate} iterations/s, ${players.length} players`, recorder);
    } finally {
      await cooldowns?.close();
    }
  });
  const all = Promise.all(running);
  // Awaited by the caller after the backup; a failure meanwhile must not count as unhandled.
  all.catch(() => undefined);
  return () => all;
}
