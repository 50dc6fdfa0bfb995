// Browser-safe (no node: modules), as the whole engine is: new unpredictable seeds come from the
// game service (its domain/random.ts `newSeed`).
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** The only source of chance the domain rules use, so tests can pin or script every roll. */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both included; both must be integers with min <= max. */
  int(min: number, max: number): number;
  /** True with percent/100 probability: <= 0 never, >= 100 always. Always consumes one roll. */
  chance(percent: number): boolean;
}

/** murmur3's finalizer: every input bit flips about half of the output bits. */
function avalanche(value: number): number {
  let hash = value;
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/**
 * A deterministic Random: the same seed gives the same sequence of rolls on every machine. The seed
 * is scrambled first because xoroshiro128plus's first output is nearly the seed itself: seeds 1, 2,
 * 3... would otherwise all open with almost the same roll.
 */
export function createRandom(seed: number): Random {
  const generator = xoroshiro128plus(avalanche(seed >>> 0));
  const next = () => uniformFloat64(generator);
  return {
    next,
    int(min, max) {
      if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max) {
        throw new RangeError(`Random.int needs integers min <= max, got ${min}..${max}`);
      }
      return uniformInt(generator, min, max);
    },
    // One roll whatever the percent, so changing one chance never shifts the rolls after it.
    chance: (percent) => next() * 100 < percent,
  };
}

/**
 * An independent seed for one use of a hunt's seed ('encounter', 'combat', 'rewards'), so adding
 * rolls to one stream never changes the outcome of another. FNV-1a over the seed's four bytes and
 * the stream's UTF-16 code units, finished with murmur3's avalanche step; a stable uint32.
 */
export function deriveSeed(seed: number, stream: string): number {
  let hash = 0x811c9dc5;
  const mix = (byte: number) => {
    hash = Math.imul(hash ^ byte, 0x01000193);
  };
  const unsigned = seed >>> 0;
  for (let shift = 0; shift < 32; shift += 8) mix((unsigned >>> shift) & 0xff);
  for (let index = 0; index < stream.length; index++) {
    const unit = stream.charCodeAt(index);
    mix(unit & 0xff);
    mix(unit >>> 8);
  }
  return avalanche(hash);
}
