/** The benchmark's knobs, from the environment (see docs/benchmarks.md). */
export interface BenchConfig {
  /** Players created for the run; each virtual user hunts its own share of them. */
  players: number;
  /** Measured time per scenario. */
  seconds: number;
  /** Virtual users: requests in flight at any moment. */
  concurrency: number;
  /** Untimed run-in per scenario (connections, JIT, caches), not configurable on purpose. */
  warmupSeconds: number;
}

const WARMUP_SECONDS = 3;

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive whole number: ${raw}`);
  return value;
}

export function benchConfig(): BenchConfig {
  const config: BenchConfig = {
    players: positiveInteger('BENCH_PLAYERS', 200),
    seconds: positiveInteger('BENCH_SECONDS', 20),
    concurrency: positiveInteger('BENCH_CONCURRENCY', 16),
    warmupSeconds: WARMUP_SECONDS,
  };
  // Every virtual user needs a player of its own, or two requests could hunt one player at once.
  if (config.players < config.concurrency) {
    throw new Error(
      `BENCH_PLAYERS (${config.players}) must be at least BENCH_CONCURRENCY (${config.concurrency})`,
    );
  }
  return config;
}
