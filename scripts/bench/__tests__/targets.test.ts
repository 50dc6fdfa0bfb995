import { compareCpu, judgeLatency, latencyRate, stackCpuPerAnswer } from '../targets';

describe('stackCpuPerAnswer', () => {
  it('spreads the stack CPU over the good answers, leaving out the load generator', () => {
    const cpu = new Map([
      ['game', 1.5],
      ['gateway', 0.5],
      ['load generator', 4],
    ]);
    // 2 s of stack CPU over 100 answers/s for 10 s: 2 ms per answer.
    expect(stackCpuPerAnswer({ cpu, throughput: 100, seconds: 10 })).toBeCloseTo(2);
  });

  it('is unknown without answers or without readings', () => {
    expect(stackCpuPerAnswer({ cpu: new Map([['game', 1]]), throughput: 0, seconds: 10 })).toBeNaN();
    expect(stackCpuPerAnswer({ cpu: new Map(), throughput: 50, seconds: 10 })).toBeNaN();
  });
});

describe('compareCpu', () => {
  it('passes at half the baseline or less', () => {
    expect(compareCpu(8, 4)).toEqual({ baselineMs: 8, currentMs: 4, ratio: 0.5, met: true });
    expect(compareCpu(8, 3).met).toBe(true);
  });

  it('misses above half, and when a figure is unknown', () => {
    expect(compareCpu(8, 4.1).met).toBe(false);
    expect(compareCpu(NaN, 4).met).toBe(false);
    expect(compareCpu(0, 4).ratio).toBeNaN();
  });
});

describe('judgeLatency', () => {
  it('passes a p99 under 100 ms at 95 % of the rate or more', () => {
    expect(judgeLatency({ p99: 99.9, throughput: 95, targetRate: 100 })).toEqual({ share: 0.95, met: true });
  });

  it('misses a slow p99, or a fast one at too low a rate', () => {
    expect(judgeLatency({ p99: 100, throughput: 100, targetRate: 100 }).met).toBe(false);
    expect(judgeLatency({ p99: 20, throughput: 94, targetRate: 100 }).met).toBe(false);
  });
});

describe('latencyRate', () => {
  const summary = (key: 'rest' | 'stub', throughput: number) =>
    ({ key, throughput }) as Parameters<typeof latencyRate>[1][number];

  it('runs the open loop at 0.75 x the REST hunt throughput', () => {
    expect(latencyRate({ latencyRate: null }, [summary('stub', 900), summary('rest', 200)])).toBe(150);
  });

  it('takes BENCH_LATENCY_RATE when set, and has no rate without a REST hunt', () => {
    expect(latencyRate({ latencyRate: 40 }, [summary('rest', 200)])).toBe(40);
    expect(latencyRate({ latencyRate: null }, [summary('stub', 900)])).toBeNaN();
  });
});
