import { bytesPer, compareP99, dailyJobVerdict, humanBytes } from '../scaleVerdicts';

describe('bench:scale verdicts', () => {
  it('passes a p99 up to twice the empty one', () => {
    expect(compareP99(10, 20)).toEqual({ ratio: 2, verdict: 'PASS' });
    expect(compareP99(10, 5)).toEqual({ ratio: 0.5, verdict: 'PASS' });
    expect(compareP99(10, 20.1).verdict).toBe('MISS');
  });

  it('misses when either world has no figure', () => {
    expect(compareP99(NaN, 10).verdict).toBe('MISS');
    expect(compareP99(10, NaN).verdict).toBe('MISS');
    expect(compareP99(0, 10).verdict).toBe('MISS');
  });

  it('wants the daily job under a minute', () => {
    expect(dailyJobVerdict(59_999)).toBe('PASS');
    expect(dailyJobVerdict(60_000)).toBe('MISS');
    expect(dailyJobVerdict(NaN)).toBe('MISS');
  });

  it('reports sizes per row in binary units', () => {
    expect(bytesPer(3072, 2)).toBe(1536);
    expect(bytesPer(10, 0)).toBeNaN();
    expect(humanBytes(1536)).toBe('1.5 kB');
    expect(humanBytes(512)).toBe('512 B');
    expect(humanBytes(5 * 1024 ** 3)).toBe('5.0 GB');
  });
});
