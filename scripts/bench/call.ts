import { performance } from 'node:perf_hooks';
import type { BenchPlayer } from './client';
import type { CpuReading } from './processCpu';
import type { Scenario } from './scenarios';

/** What the measured part of a run recorded. */
export interface Measurement {
  /** Every timed request, good or not (and, in the open loop, every one dropped). */
  requests: number;
  /** Latencies of the good answers only: a refusal is cheap and would flatter the figures. */
  latenciesMs: number[];
  /** Error description -> how often it happened. */
  errors: Map<string, number>;
  elapsedMs: number;
  /** CPU seconds each part of the stack used during the measured time (closed loop). */
  cpu: CpuReading;
}

export function emptyMeasurement(): Measurement {
  return { requests: 0, latenciesMs: [], errors: new Map(), elapsedMs: 0, cpu: new Map() };
}

/** Counts a request that did not answer a real result. */
export function countError(measurement: Measurement, error: string): void {
  measurement.requests += 1;
  measurement.errors.set(error, (measurement.errors.get(error) ?? 0) + 1);
}

/**
 * One request, timed from sending to the last byte of the answer; building it and the verdict are not
 * timed. Records into `measurement`, or nothing when it is null (warm-up).
 */
export async function timedCall(
  scenario: Scenario,
  player: BenchPlayer,
  measurement: Measurement | null,
): Promise<void> {
  const { url, init } = scenario.prepare(player);
  const started = performance.now();
  let status: number;
  let body: string;
  try {
    const response = await fetch(url, init);
    body = await response.text();
    status = response.status;
  } catch (error) {
    if (measurement)
      countError(measurement, `network: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  const latencyMs = performance.now() - started;
  if (!measurement) return;
  const error = scenario.verdict(status, body);
  if (error) {
    countError(measurement, error);
  } else {
    measurement.requests += 1;
    measurement.latenciesMs.push(latencyMs);
  }
}
