import { newSeed } from '../random';

// The seeded Random's tests live with it in @vh/combat-engine.
describe('newSeed', () => {
  it('draws uint32 seeds', () => {
    const seeds = Array.from({ length: 50 }, newSeed);
    for (const seed of seeds) expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32).toBe(true);
    expect(new Set(seeds).size).toBeGreaterThan(45);
  });
});
