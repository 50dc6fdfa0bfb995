/** bench:scale's knobs, from the environment (see docs/benchmarks.md). */

/**
 * 'prepare' migrates the kept world and plays the template hunts (its stack runs); 'fill' prepares
 * when needed and fills it (SQL and Redis only, no stack, no quiet machine needed); 'empty' and
 * 'full' measure the almost empty and the filled world ('full' prepares and fills when needed).
 */
export type ScaleStep = 'prepare' | 'fill' | 'empty' | 'full';

export interface ScaleConfig {
  /** Players in the filled world (BENCH_SCALE_PLAYERS). */
  players: number;
  /** Fights, and as many journal entries, in the filled world (BENCH_SCALE_FIGHTS). */
  fights: number;
  /** Timed requests per operation and world (BENCH_SCALE_SAMPLES). */
  samples: number;
  /** Open-loop rate of each operation, requests per second (BENCH_SCALE_RATE). */
  rate: number;
  /** Players the operations rotate over, each with a journal of `journalDepth` entries. */
  measuredPlayers: number;
  admins: number;
  journalDepth: number;
  /** What to do (BENCH_SCALE_STEPS, default empty,full). */
  steps: ScaleStep[];
}

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw.replace(/_/g, ''));
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive whole number: ${raw}`);
  return value;
}

function steps(): ScaleStep[] {
  const raw = process.env.BENCH_SCALE_STEPS;
  if (raw === undefined || raw.trim() === '') return ['empty', 'full'];
  const chosen = raw.split(',').map((step) => step.trim());
  const known = ['prepare', 'fill', 'empty', 'full'];
  const unknown = chosen.filter((step) => !known.includes(step));
  if (unknown.length > 0)
    throw new Error(`BENCH_SCALE_STEPS: unknown ${unknown.join(', ')} (known: ${known.join(', ')})`);
  return chosen as ScaleStep[];
}

export function scaleConfig(): ScaleConfig {
  const players = positiveInteger('BENCH_SCALE_PLAYERS', 1_000_000);
  return {
    players,
    fights: positiveInteger('BENCH_SCALE_FIGHTS', players * 10),
    samples: positiveInteger('BENCH_SCALE_SAMPLES', 300),
    rate: positiveInteger('BENCH_SCALE_RATE', 20),
    measuredPlayers: 200,
    admins: 16,
    journalDepth: 1000,
    steps: steps(),
  };
}
