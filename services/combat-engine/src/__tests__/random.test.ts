import { createRandom, deriveSeed } from '../random';

describe('createRandom', () => {
  it('replays the same rolls for the same seed', () => {
    const roll = (seed: number) => {
      const random = createRandom(seed);
      return [random.next(), random.int(1, 6), random.chance(50), random.int(-3, 3), random.next()];
    };
    expect(roll(42)).toEqual(roll(42));
    expect(roll(42)).not.toEqual(roll(43));
  });

  it('is pinned to xoroshiro128plus: seed 42 always rolls these', () => {
    const random = createRandom(42);
    expect(Array.from({ length: 8 }, () => random.int(1, 100))).toEqual([76, 63, 58, 4, 87, 77, 37, 21]);
  });

  it('keeps next() in [0, 1)', () => {
    const random = createRandom(1);
    for (let index = 0; index < 2000; index++) {
      const value = random.next();
      expect(value >= 0 && value < 1).toBe(true);
    }
  });

  it('rolls ints within both bounds, reaching each of them', () => {
    const random = createRandom(9);
    const seen = new Set<number>();
    for (let index = 0; index < 500; index++) seen.add(random.int(4, 8));
    expect([...seen].sort()).toEqual([4, 5, 6, 7, 8]);
    expect(random.int(3, 3)).toBe(3);
  });

  it('refuses reversed or fractional bounds', () => {
    const random = createRandom(9);
    expect(() => random.int(5, 4)).toThrow(RangeError);
    expect(() => random.int(1.5, 4)).toThrow(RangeError);
  });

  it('never hits a chance of 0 or less and always one of 100 or more', () => {
    const random = createRandom(5);
    for (let index = 0; index < 1000; index++) {
      expect(random.chance(0)).toBe(false);
      expect(random.chance(-10)).toBe(false);
      expect(random.chance(100)).toBe(true);
      expect(random.chance(250)).toBe(true);
    }
  });

  it('hits a chance about as often as its percent', () => {
    const random = createRandom(11);
    let hits = 0;
    for (let index = 0; index < 10_000; index++) if (random.chance(25)) hits++;
    expect(hits).toBeGreaterThan(2300);
    expect(hits).toBeLessThan(2700);
  });

  it('uses one roll per chance whatever the percent, so later rolls do not shift', () => {
    const never = createRandom(3);
    const always = createRandom(3);
    never.chance(0);
    always.chance(100);
    expect(never.next()).toBe(always.next());
  });
});

describe('deriveSeed', () => {
  it('is a stable uint32 per seed and stream', () => {
    expect([deriveSeed(42, 'combat'), deriveSeed(42, 'encounter'), deriveSeed(0, 'rewards')]).toEqual([
      723417799, 2883339670, 2851425119,
    ]);
  });

  it('gives different seeds to different streams and different hunts', () => {
    const seeds = new Set<number>();
    for (let seed = 0; seed < 200; seed++) {
      for (const stream of ['encounter', 'combat', 'rewards', 'modifiers'])
        seeds.add(deriveSeed(seed, stream));
    }
    expect(seeds.size).toBe(800);
    for (const seed of seeds) expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32).toBe(true);
  });

  it('treats a seed as a uint32', () => {
    expect(deriveSeed(-1, 'combat')).toBe(deriveSeed(2 ** 32 - 1, 'combat'));
  });
});
