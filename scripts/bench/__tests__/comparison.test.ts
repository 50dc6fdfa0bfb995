import { NOISE_MARGIN, compareRatios, median, ratioOf, verdictOf } from '../comparison';

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([5.2, 4.03, 6.26])).toBe(5.2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('is unknown without values', () => {
    expect(median([])).toBeNaN();
  });
});

describe('ratioOf', () => {
  it('is the working tree over the baseline', () => {
    expect(ratioOf({ baseline: 4, current: 5 })).toBe(1.25);
  });

  it('is unknown when a figure is', () => {
    expect(ratioOf({ baseline: 0, current: 5 })).toBeNaN();
    expect(ratioOf({ baseline: NaN, current: 5 })).toBeNaN();
    expect(ratioOf({ baseline: 4, current: NaN })).toBeNaN();
  });
});

describe('verdictOf', () => {
  it(`calls a regression only when every ratio is above 1 + ${NOISE_MARGIN}`, () => {
    expect(verdictOf([1.06, 1.3, 1.1]).verdict).toBe('regression');
    // The single runs: one showed +26 %, another -18 %; together they are noise.
    expect(verdictOf([1.26, 0.82, 0.89]).verdict).toBe('within noise');
    expect(verdictOf([1.05, 1.3, 1.2]).verdict).toBe('within noise');
  });

  it('calls a gain only when every ratio is below 1 - the margin', () => {
    expect(verdictOf([0.5, 0.94, 0.7]).verdict).toBe('gain');
    expect(verdictOf([0.5, 0.95, 0.7]).verdict).toBe('within noise');
  });

  it('takes another margin', () => {
    expect(verdictOf([1.08, 1.09], 0.1).verdict).toBe('within noise');
    expect(verdictOf([1.08, 1.09], 0.02).verdict).toBe('regression');
  });

  it('gives no verdict on one pair, or when a pair has no figure', () => {
    expect(verdictOf([2])).toEqual({
      verdict: 'no verdict',
      reason: 'one pair measures no spread (--pairs 2 or more)',
    });
    expect(verdictOf([1.3, NaN, 1.4]).verdict).toBe('no verdict');
  });
});

describe('compareRatios', () => {
  it('answers each pair ratio, their median and spread, and the verdict', () => {
    const comparison = compareRatios([
      { baseline: 4, current: 5 },
      { baseline: 5, current: 5.5 },
      { baseline: 4.5, current: 5.4 },
    ]);
    expect(comparison.ratios.map((ratio) => Number(ratio.toFixed(3)))).toEqual([1.25, 1.1, 1.2]);
    expect(comparison.median).toBeCloseTo(1.2);
    expect([comparison.min, comparison.max]).toEqual([comparison.ratios[1], comparison.ratios[0]]);
    expect(comparison.verdict).toBe('regression');
    expect(comparison.reason).toBeNull();
  });

  it('keeps the known ratios spread, but no median or verdict, when a pair has no figure', () => {
    const comparison = compareRatios([
      { baseline: 4, current: 5 },
      { baseline: 0, current: 5 },
    ]);
    expect(comparison.median).toBeNaN();
    expect([comparison.min, comparison.max]).toEqual([1.25, 1.25]);
    expect(comparison.verdict).toBe('no verdict');
  });
});
