import { performance } from 'node:perf_hooks';
import type { BenchPlayer } from './client';
import type { BenchConfig } from './config';
import type { CooldownReset } from './cooldowns';
import type { Scenario } from './scenarios';

/** What the measured part of a scenario recorded. */
export interface Measurement {
  /** Every timed request, good or not. */
  requests: number;
  /** Latencies of the good answers only: a refusal is cheap and would flatter the figures. */
  latenciesMs: number[];
  /** Error description -> how often it happened. */
  errors: Map<string, number>;
  elapsedMs: number;
}

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

function countError(measurement: Measurement, error: string): void {
  measurement.errors.set(error, (measurement.errors.get(error) ?? 0) + 1);
}

/** One request, timed from sending to the last byte of the answer; the verdict is not timed. */
async function timedCall(phase: Phase, player: BenchPlayer): Promise<void> {
  const { url, init } = phase.scenario.prepare(player);
  const started = performance.now();
  let status: number;
  let body: string;
  try {
    const response = await fetch(url, init);
    body = await response.text();
    status = response.status;
  } catch (error) {
    if (phase.measurement) {
      phase.measurement.requests += 1;
      countError(phase.measurement, `network: ${error instanceof Error ? error.message : String(error)}`);
    }
    return;
  }
  const latencyMs = performance.now() - started;
  if (!phase.measurement) return;
  phase.measurement.requests += 1;
  const error = phase.scenario.verdict(status, body);
  if (error) countError(phase.measurement, error);
  else phase.measurement.latenciesMs.push(latencyMs);
}

/** A virtual user: one request at a time, in laps over its own share of players. */
async function virtualUser(phase: Phase, share: BenchPlayer[]): Promise<void> {
  const userIds = share.map((player) => player.userId);
  while (performance.now() < phase.deadline) {
    // Every player of the share hunted at most once since the last reset: one reset per lap.
    if (phase.scenario.hunts) await phase.cooldowns.reset(userIds);
    for (const player of share) {
      if (performance.now() >= phase.deadline) return;
      await timedCall(phase, player);
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
  const measurement: Measurement = { requests: 0, latenciesMs: [], errors: new Map(), elapsedMs: 0 };
  measurement.elapsedMs = await runPhase(scenario, shares, cooldowns, config.seconds, measurement);
  return measurement;
}
