import { percentile } from '../percentile';
import { Recorder } from '../recorder';
import { summarize, summarizeRequests } from '../summary';

describe('percentile (nearest rank)', () => {
  const values = Array.from({ length: 100 }, (_, index) => index + 1);

  it.each([
    [50, 50],
    [95, 95],
    [99, 99],
    [100, 100],
    [0, 1],
  ])('p%d of 1..100 is %d', (percent, expected) => expect(percentile(values, percent)).toBe(expected));

  it('takes the rank above between values, and the only value of one', () => {
    expect(percentile([10, 20, 30], 50)).toBe(20);
    expect(percentile([10, 20, 30, 40], 90)).toBe(40);
    expect(percentile([7], 99)).toBe(7);
  });

  it('is NaN without values', () => expect(percentile([], 95)).toBeNaN());
});

describe('summaries', () => {
  function recorded(): Recorder {
    const recorder = new Recorder();
    for (let ms = 1; ms <= 10; ms += 1) recorder.record('journal', { kind: 'good', latencyMs: ms * 10 });
    recorder.record('journal', { kind: 'failed', reason: 'HTTP 502: bad gateway' });
    recorder.record('buy', { kind: 'good', latencyMs: 5 });
    recorder.record('buy', { kind: 'checkFailed', reason: 'refused: Not enough gold' });
    recorder.drop('no idle player');
    recorder.iterations = 11;
    recorder.elapsedMs = 2000;
    return recorder;
  }

  it('per request name: rates, latencies of good answers only, error and checks rates', () => {
    const journal = summarizeRequests('journal', recorded().byName.get('journal')!, 2);
    expect(journal).toMatchObject({ requests: 11, failed: 1, checkFailed: 0, rate: 5.5, p50: 50, p95: 100 });
    expect(journal.errorRate).toBeCloseTo(1 / 11);
    expect(journal.checksRate).toBe(1);
    const buy = summarizeRequests('buy', recorded().byName.get('buy')!, 2);
    expect(buy).toMatchObject({ failed: 0, checkFailed: 1, errorRate: 0, checksRate: 0.5, p99: 5 });
  });

  it('the whole scenario merges every name, lists errors and judges thresholds on the right scope', () => {
    const summary = summarize(
      {
        name: 'reads',
        tags: { flow: 'reads' },
        thresholds: [
          { metric: 'p95', below: 200 },
          { metric: 'checksRate', atLeast: 0.99, request: 'buy' },
        ],
      },
      'open loop',
      recorded(),
    );
    expect(summary.requests.map((request) => request.name)).toEqual(['journal', 'buy']);
    expect(summary.total).toMatchObject({ name: 'all', requests: 13, failed: 1, checkFailed: 1, p50: 50 });
    expect(summary).toMatchObject({ iterations: 11, dropped: 1, seconds: 2 });
    expect(summary.errors).toEqual(
      expect.arrayContaining([
        ['journal: HTTP 502: bad gateway', 1],
        ['buy: refused: Not enough gold', 1],
        ['dropped iteration: no idle player', 1],
      ]),
    );
    expect(summary.thresholds.map((result) => result.passed)).toEqual([true, false]);
  });
});
