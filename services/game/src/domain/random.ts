import { randomInt } from 'node:crypto';

/** The seeded Random lives in the engine package (browser-safe); the game adds fresh seeds. */
export { createRandom, deriveSeed, type Random } from '@vh/combat-engine';

const UINT32_RANGE = 2 ** 32;

/** A fresh, unpredictable uint32 seed for a new hunt (stored with it so the hunt can be replayed). */
export function newSeed(): number {
  return randomInt(0, UINT32_RANGE);
}
