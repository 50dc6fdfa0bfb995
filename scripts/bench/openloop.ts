/**
 * The open loop: requests fired on a fixed schedule at a constant rate, whether earlier ones answered or
 * not. Measures latency at that rate, without the queueing a closed loop inflicts on itself.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { countError, emptyMeasurement, timedCall, type Measurement } from './call';
import type { BenchPlayer } from './client';
import type { BenchConfig } from './config';
import type { CooldownReset } from './cooldowns';
import { PlayerRotation } from './rotation';
import type { Scenario } from './scenarios';

export interface OpenLoopMeasurement {
  /** Requests per second the schedule fired. */
  rate: number;
  /** The measured window's scheduled requests; elapsedMs is the window's length. */
  measurement: Measurement;
  /** Scheduled requests that could not be sent; also counted among the errors. */
  dropped: number;
}

/**
 * Fires `scenario` at `rate` requests per second: a warm-up (not recorded), then the measured window on
 * the same schedule without a pause; then waits for every answer.
 */
export async function runOpenLoop(
  scenario: Scenario,
  players: BenchPlayer[],
  cooldowns: CooldownReset,
  rate: number,
  config: BenchConfig,
): Promise<OpenLoopMeasurement> {
  const rotation = await PlayerRotation.start(players, scenario.hunts ? cooldowns : null);
  const result: OpenLoopMeasurement = { rate, measurement: emptyMeasurement(), dropped: 0 };
  result.measurement.elapsedMs = config.seconds * 1000;
  const inFlight = new Set<Promise<void>>();

  const drop = (record: Measurement | null, reason: string) => {
    if (!record) return;
    result.dropped += 1;
    countError(record, `dropped: ${reason}`);
  };
  const send = (record: Measurement | null) => {
    if (inFlight.size >= config.maxInFlight)
      return drop(record, `${config.maxInFlight} requests already in flight`);
    const player = rotation.take();
    if (!player) return drop(record, 'no idle player (all in flight or awaiting their cooldown reset)');
    const call = timedCall(scenario, player, record).finally(() => {
      inFlight.delete(call);
      rotation.giveBack(player);
    });
    inFlight.add(call);
  };

  const intervalMs = 1000 / rate;
  const warmup = Math.round(config.warmupSeconds * rate);
  const total = warmup + Math.round(config.seconds * rate);
  const started = performance.now();
  for (let next = 0; next < total;) {
    // Request n is due at started + n × interval. All due ones go now, including those that fell due
    // while the timer slept (timers are coarser than the interval): the rate holds on average.
    const due = Math.min(total, Math.floor((performance.now() - started) / intervalMs) + 1);
    for (; next < due; next += 1) send(next < warmup ? null : result.measurement);
    if (next < total) await sleep(started + next * intervalMs - performance.now());
  }
  await Promise.all(inFlight);
  await rotation.settle();
  return result;
}
