/**
 * The closed loop: virtual users each keep one request in flight, sending the next as soon as the last
 * answered. Measures capacity (throughput); its latencies are mostly queueing.
 */
import { performance } from 'node:perf_hooks';
import { emptyMeasurement, timedCall, type Measurement } from './call';
import type { BenchPlayer } from './client';
import type { BenchConfig } from './config';
import type { CooldownReset } from './cooldowns';
import { cpuUsedBetween, readCpu } from './processCpu';
import type { Scenario } from './scenarios';

interface Phase {
  scenario: Scenario;
  cooldowns: CooldownReset;
  deadline: number;
  /** Null while warming up: nothing is recorded. */
  measurement: Measurement | null;
}

/** Deals players round robin into one share per virtual user: no player is ever in flight twice. */
export function sharesOf(players: BenchPlayer[], virtualUsers: number): BenchPlayer[][] {
  const shares: BenchPlayer[][] = Array.from({ length: virtualUsers }, () => []);
  players.forEach((player, index) => shares[index % virtualUsers]!.push(player));
  return shares;
}

/** A virtual user: one request at a time, in laps over its own share of players. */
async function virtualUser(phase: Phase, share: BenchPlayer[]): Promise<void> {
  const userIds = share.map((player) => player.userId);
  while (performance.now() < phase.deadline) {
    // Every player of the share hunted at most once since the last reset: one reset per lap.
    if (phase.scenario.hunts) await phase.cooldowns.reset(userIds);
    for (const player of share) {
      if (performance.now() >= phase.deadline) return;
      await timedCall(phase.scenario, player, phase.measurement);
    }
  }
}

/** Runs every virtual user until the deadline; answers the time until the last one finished. */
async function runPhase(
  scenario: Scenario,
  shares: BenchPlayer[][],
  cooldowns: CooldownReset,
  seconds: number,
  measurement: Measurement | null,
): Promise<number> {
  const started = performance.now();
  const phase: Phase = { scenario, cooldowns, deadline: started + seconds * 1000, measurement };
  await Promise.all(shares.map((share) => virtualUser(phase, share)));
  return performance.now() - started;
}

/** Warms a scenario up (not recorded), then measures it for the configured time. */
export async function runScenario(
  scenario: Scenario,
  shares: BenchPlayer[][],
  cooldowns: CooldownReset,
  config: BenchConfig,
): Promise<Measurement> {
  await runPhase(scenario, shares, cooldowns, config.warmupSeconds, null);
  const measurement = emptyMeasurement();
  const cpuBefore = readCpu();
  measurement.elapsedMs = await runPhase(scenario, shares, cooldowns, config.seconds, measurement);
  measurement.cpu = cpuUsedBetween(cpuBefore, readCpu());
  return measurement;
}
