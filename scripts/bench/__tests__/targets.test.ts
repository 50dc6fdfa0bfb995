import { cpuTargetMet, floorCpuPerAnswer, judgeLatency, latencyRate, stackCpuPerAnswer } from '../targets';

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

describe('floorCpuPerAnswer', () => {
  it('spreads the floor process and PostgreSQL over the good answers, nothing else', () => {
    const cpu = new Map([
      ['floor', 0.8],
      ['postgresql', 0.7],
      ['kafka', 0.3],
      ['load generator', 2],
    ]);
    // 1.5 s over 100 answers/s for 10 s: 1.5 ms per answer.
    expect(floorCpuPerAnswer({ cpu, throughput: 100, seconds: 10 })).toBeCloseTo(1.5);
  });

  it('is unknown without a reading of the floor process, or without answers', () => {
    expect(floorCpuPerAnswer({ cpu: new Map([['postgresql', 1]]), throughput: 50, seconds: 10 })).toBeNaN();
    expect(floorCpuPerAnswer({ cpu: new Map([['floor', 1]]), throughput: 0, seconds: 10 })).toBeNaN();
  });
});

describe('cpuTargetMet', () => {
  it('passes at half the baseline or less', () => {
    expect(cpuTargetMet(0.5)).toBe(true);
    expect(cpuTargetMet(0.3)).toBe(true);
  });

  it('misses above half, and when the ratio is unknown', () => {
    expect(cpuTargetMet(0.51)).toBe(false);
    expect(cpuTargetMet(NaN)).toBe(false);
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
