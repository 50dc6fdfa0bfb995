import { observedRate, outsideInterval } from '../wilson';

/** Newcombe (1998), "Two-sided confidence intervals for the single proportion", Table I, method 3. */
const NEWCOMBE: [number, number, number, number][] = [
  [81, 263, 0.2553, 0.3662],
  [15, 148, 0.0624, 0.1605],
  [0, 20, 0, 0.1611],
  [1, 29, 0.0061, 0.1718],
];

describe('observedRate', () => {
  it.each(NEWCOMBE)('%i of %i gives the published interval [%f, %f]', (k, n, low, high) => {
    const observed = observedRate(k, n)!;
    expect(observed.rate).toBeCloseTo(k / n, 10);
    expect(observed.low).toBeCloseTo(low, 4);
    expect(observed.high).toBeCloseTo(high, 4);
  });

  it('k = 0 starts at exactly 0 and ends at z²/(n + z²)', () => {
    expect(observedRate(0, 10)).toEqual({
      count: 0,
      trials: 10,
      rate: 0,
      low: 0,
      high: expect.closeTo(0.277533, 5),
    });
  });

  it('k = n ends at exactly 1 and starts at n/(n + z²)', () => {
    const observed = observedRate(10, 10)!;
    expect(observed.rate).toBe(1);
    expect(observed.high).toBe(1);
    expect(observed.low).toBeCloseTo(0.722467, 5);
  });

  it('one hunt says little either way', () => {
    expect(observedRate(1, 1)).toMatchObject({ rate: 1, low: expect.closeTo(0.206549, 5), high: 1 });
    expect(observedRate(0, 1)).toMatchObject({ rate: 0, low: 0, high: expect.closeTo(0.793451, 5) });
  });

  it('is symmetric around one half', () => {
    const half = observedRate(5, 10)!;
    expect(half.low).toBeCloseTo(0.2366, 4);
    expect(half.high).toBeCloseTo(0.7634, 4);
    expect(half.low + half.high).toBeCloseTo(1, 12);
  });

  it('narrows as hunts add up', () => {
    const few = observedRate(3, 10)!;
    const many = observedRate(3000, 10000)!;
    expect(many.high - many.low).toBeLessThan((few.high - few.low) / 10);
    expect(many.low).toBeLessThan(0.3);
    expect(many.high).toBeGreaterThan(0.3);
  });

  it('is null without trials and refuses impossible counts', () => {
    expect(observedRate(0, 0)).toBeNull();
    expect(() => observedRate(3, 2)).toThrow(RangeError);
    expect(() => observedRate(-1, 2)).toThrow(RangeError);
    expect(() => observedRate(0.5, 2)).toThrow(RangeError);
  });
});

describe('outsideInterval', () => {
  it('flags a configured rate the observations do not support', () => {
    const observed = observedRate(81, 263);
    expect(outsideInterval(0.3, observed)).toBe(false);
    expect(outsideInterval(0.2553, observed)).toBe(false);
    expect(outsideInterval(0.2, observed)).toBe(true);
    expect(outsideInterval(0.5, observed)).toBe(true);
    expect(outsideInterval(0.5, null)).toBe(false);
  });
});
