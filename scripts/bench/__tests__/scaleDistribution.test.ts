import {
  FIGHT_SKEW,
  MAX_COOLNESS,
  MAX_XP,
  chunks,
  coolnessOf,
  expectedShareOfFirst,
  playerId,
  skewedIndex,
  unit,
  xpOf,
} from '../scaleDistribution';

describe('the scale fill distributions', () => {
  it('spreads fights so the keenest tenth of players plays about 32 % of them', () => {
    const players = 1000;
    const draws = 100_000;
    let top = 0;
    for (let draw = 0; draw < draws; draw += 1) {
      if (skewedIndex(unit('fight', draw), players, FIGHT_SKEW) < players / 10) top += 1;
    }
    expect(expectedShareOfFirst(0.1, FIGHT_SKEW)).toBeCloseTo(0.316, 3);
    expect(top / draws).toBeCloseTo(expectedShareOfFirst(0.1, FIGHT_SKEW), 1);
  });

  it('gives the keenest of a million players at most what a cooldown of 10 minutes allows in 90 days', () => {
    const share = expectedShareOfFirst(1 / 1_000_000, FIGHT_SKEW);
    expect(share * 10_000_000).toBeLessThanOrEqual((90 * 24 * 60) / 10);
  });

  it('keeps skewed picks among the players', () => {
    expect(skewedIndex(0, 10, 3)).toBe(0);
    expect(skewedIndex(0.999_999, 10, 3)).toBe(9);
    expect(skewedIndex(1, 10, 3)).toBe(9);
  });

  it('draws the same values for the same player and label, different ones otherwise', () => {
    expect(unit('xp', 42)).toBe(unit('xp', 42));
    expect(unit('xp', 42)).not.toBe(unit('xp', 43));
    expect(unit('xp', 42)).not.toBe(unit('coolness', 42));
    for (let index = 0; index < 1000; index += 1) {
      expect(unit('xp', index)).toBeGreaterThanOrEqual(0);
      expect(unit('xp', index)).toBeLessThan(1);
    }
  });

  it('gives most players little XP and a few a lot', () => {
    const xps = Array.from({ length: 10_000 }, (_, index) => xpOf(index)).sort((a, b) => a - b);
    expect(xps[0]).toBeGreaterThanOrEqual(0);
    expect(xps[xps.length - 1]).toBeLessThanOrEqual(MAX_XP);
    // Median of u^4 is 0.5^4 = 1/16 of the maximum.
    expect(xps[5000]! / MAX_XP).toBeCloseTo(1 / 16, 1);
    expect(xps[9990]! / MAX_XP).toBeGreaterThan(0.9);
  });

  it('leaves a quarter of players without coolness, and a few more below one point', () => {
    const coolness = Array.from({ length: 10_000 }, (_, index) => coolnessOf(index));
    const none = coolness.filter((value) => value === 0).length / coolness.length;
    // 25 % never claimed; (u / 0.75)^3 < 1 / 5000 adds 0.75 × 5000^(-1/3) ≈ 4.4 %.
    expect(none).toBeGreaterThan(0.27);
    expect(none).toBeLessThan(0.32);
    expect(Math.max(...coolness)).toBeLessThanOrEqual(MAX_COOLNESS);
  });

  it('names players by uuid-shaped ids, one per index', () => {
    expect(playerId(0)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(playerId(1)).not.toBe(playerId(0));
  });

  it('cuts a fill into chunks that cover it exactly once', () => {
    expect(chunks(10, 4)).toEqual([
      { from: 0, to: 3 },
      { from: 4, to: 7 },
      { from: 8, to: 9 },
    ]);
    expect(chunks(0, 4)).toEqual([]);
    expect(() => chunks(10, 0)).toThrow('chunk size');
  });
});
