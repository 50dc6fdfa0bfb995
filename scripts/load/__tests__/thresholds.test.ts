import { evaluateThresholds, thresholdLabel, type Figures } from '../thresholds';

const figures = (overrides: Partial<Figures> = {}): Figures => ({
  p50: 10,
  p90: 40,
  p95: 50,
  p99: 120,
  errorRate: 0.002,
  checksRate: 0.995,
  ...overrides,
});

describe('thresholds', () => {
  it('labels them as k6 does, with the request name when scoped', () => {
    expect(thresholdLabel({ metric: 'p95', below: 300 })).toBe('p(95) < 300 ms');
    expect(thresholdLabel({ metric: 'p99', below: 800, request: 'buy' })).toBe('p(99){buy} < 800 ms');
    expect(thresholdLabel({ metric: 'errorRate', below: 0.01 })).toBe('errorRate < 1 %');
    expect(thresholdLabel({ metric: 'checksRate', atLeast: 0.99 })).toBe('checksRate >= 99 %');
  });

  it('passes below the bound and fails at it (strictly below, as k6 with <)', () => {
    const results = evaluateThresholds(
      [
        { metric: 'p95', below: 51 },
        { metric: 'p95', below: 50 },
        { metric: 'checksRate', atLeast: 0.995 },
        { metric: 'errorRate', below: 0.001 },
      ],
      () => figures(),
    );
    expect(results.map((result) => [result.value, result.passed])).toEqual([
      [50, true],
      [50, false],
      [0.995, true],
      [0.002, false],
    ]);
  });

  it('judges a scoped threshold on that request only, and fails when it never ran', () => {
    const byName: Record<string, Figures> = { buy: figures({ p99: 900 }) };
    const results = evaluateThresholds(
      [
        { metric: 'p99', below: 800 },
        { metric: 'p99', below: 800, request: 'buy' },
        { metric: 'p99', below: 800, request: 'sell' },
      ],
      (name) => (name === undefined ? figures() : byName[name]),
    );
    expect(results.map((result) => result.passed)).toEqual([true, false, false]);
  });

  it('fails a percentile that cannot be told (no good answer)', () => {
    const [result] = evaluateThresholds([{ metric: 'p95', below: 1000 }], () => figures({ p95: NaN }));
    expect(result!.passed).toBe(false);
  });
});
