import { SCENARIO_KEYS, type ScenarioKey } from './scenarioKeys';

/** The benchmark's knobs, from the environment (see docs/benchmarks.md). */
export interface BenchConfig {
  /** Players created; each virtual user hunts its own share, the open loop rotates over all of them. */
  players: number;
  /** Measured time per closed-loop scenario, and of the open-loop run. */
  seconds: number;
  /** Closed-loop virtual users: requests in flight at any moment. */
  concurrency: number;
  /** Untimed run-in per run (connections, JIT, caches), not configurable on purpose. */
  warmupSeconds: number;
  /** Rate of the open-loop latency run (BENCH_LATENCY_RATE); null: derived from the stub's throughput. */
  latencyRate: number | null;
  /** Requests in flight at most in the open-loop run; one more scheduled is dropped. */
  maxInFlight: number;
  /** Closed-loop scenarios to run (BENCH_SCENARIOS), all by default; for profiling one path. */
  scenarioKeys: ScenarioKey[];
}

const WARMUP_SECONDS = 5;
const MAX_IN_FLIGHT = 256;

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive whole number: ${raw}`);
  return value;
}

function positiveNumber(name: string): number | null {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return null;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number: ${raw}`);
  return value;
}

function scenarioKeys(): ScenarioKey[] {
  const raw = process.env.BENCH_SCENARIOS;
  if (raw === undefined || raw.trim() === '') return [...SCENARIO_KEYS];
  const keys = raw.split(',').map((key) => key.trim());
  const unknown = keys.filter((key) => !(SCENARIO_KEYS as readonly string[]).includes(key));
  if (unknown.length > 0)
    throw new Error(`BENCH_SCENARIOS: unknown ${unknown.join(', ')} (known: ${SCENARIO_KEYS.join(', ')})`);
  return keys as ScenarioKey[];
}

export function benchConfig(): BenchConfig {
  const config: BenchConfig = {
    players: positiveInteger('BENCH_PLAYERS', 200),
    seconds: positiveInteger('BENCH_SECONDS', 20),
    concurrency: positiveInteger('BENCH_CONCURRENCY', 16),
    warmupSeconds: WARMUP_SECONDS,
    latencyRate: positiveNumber('BENCH_LATENCY_RATE'),
    maxInFlight: MAX_IN_FLIGHT,
    scenarioKeys: scenarioKeys(),
  };
  // Every virtual user needs a player of its own, or two requests could hunt one player at once.
  if (config.players < config.concurrency) {
    throw new Error(
      `BENCH_PLAYERS (${config.players}) must be at least BENCH_CONCURRENCY (${config.concurrency})`,
    );
  }
  return config;
}
