import { compareScenarios } from '../comparisonReport';
import type { Summary } from '../summary';

/** A scenario's summary whose whole stack spent `ms` of CPU per answer (100 answers, 1 s). */
const run = (key: Summary['key'], ms: number): Summary => ({
  key,
  name: key,
  requests: 100,
  errors: 0,
  throughput: 100,
  p50: 1,
  p99: 2,
  max: 3,
  errorCounts: new Map(),
  cpu: new Map([
    ['game', ms / 10],
    ['load generator', 5],
  ]),
  seconds: 1,
});

describe('compareScenarios', () => {
  it('compares each scenario of the working tree over the pairs, without the load generator', () => {
    const [rest, stub] = compareScenarios([
      { baseline: [run('rest', 5), run('stub', 1)], current: [run('rest', 6), run('stub', 1)] },
      { baseline: [run('rest', 4), run('stub', 1)], current: [run('rest', 5), run('stub', 1.01)] },
    ]);
    expect(rest!.baselineMs.map((ms) => Number(ms.toFixed(6)))).toEqual([5, 4]);
    expect(rest!.currentMs.map((ms) => Number(ms.toFixed(6)))).toEqual([6, 5]);
    expect(rest!.comparison.verdict).toBe('regression');
    expect(stub!.comparison.verdict).toBe('within noise');
  });

  it('has no figure for a scenario the baseline did not run', () => {
    const [rest] = compareScenarios([
      { baseline: [], current: [run('rest', 6)] },
      { baseline: [], current: [run('rest', 6)] },
    ]);
    expect(rest!.baselineMs).toEqual([NaN, NaN]);
    expect(rest!.comparison.verdict).toBe('no verdict');
  });
});
