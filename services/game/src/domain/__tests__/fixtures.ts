/** A Random that plays a script, for the game's domain tests (the engine's own tests are in @vh/combat-engine). */
import type { Random } from '../random';

export interface ScriptedRandom extends Random {
  /** Every int() call made, as [min, max]. */
  readonly intCalls: [number, number][];
  /** Rolls of the script not used yet. */
  left(): { ints: number; chances: number };
}

/** A Random that answers from a script and fails loudly on a roll the script did not foresee. */
export function scriptedRandom(script: { ints?: number[]; chances?: boolean[] }): ScriptedRandom {
  const ints = [...(script.ints ?? [])];
  const chances = [...(script.chances ?? [])];
  const intCalls: [number, number][] = [];
  return {
    intCalls,
    next() {
      throw new Error('next() is not scripted');
    },
    int(min, max) {
      intCalls.push([min, max]);
      const value = ints.shift();
      if (value === undefined) throw new Error(`int(${min}, ${max}) is not scripted`);
      if (value < min || value > max) throw new Error(`scripted ${value} is outside ${min}..${max}`);
      return value;
    },
    chance(percent) {
      const value = chances.shift();
      if (value === undefined) throw new Error(`chance(${percent}) is not scripted`);
      return value;
    },
    left: () => ({ ints: ints.length, chances: chances.length }),
  };
}
