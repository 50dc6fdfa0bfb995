import { judgeLogin } from '../loginTargets';

describe('login verdicts', () => {
  const openLoop = { rate: 20, achieved: 19.8, p99: 120 };

  it('compares logins per second with the raw argon2 rate', () => {
    expect(judgeLogin({ argon2PerSecond: 50, loginsPerSecond: 40, openLoop })).toMatchObject({
      ratio: 0.8,
      ratioPass: true,
    });
    expect(judgeLogin({ argon2PerSecond: 50, loginsPerSecond: 39.9, openLoop }).ratioPass).toBe(false);
    expect(judgeLogin({ argon2PerSecond: 0, loginsPerSecond: 10, openLoop }).ratioPass).toBe(false);
  });

  it('passes the p99 only under 300 ms and when the open loop kept its rate', () => {
    const judge = (loop: typeof openLoop) =>
      judgeLogin({ argon2PerSecond: 50, loginsPerSecond: 40, openLoop: loop });
    expect(judge(openLoop)).toMatchObject({ p99Pass: true, latencyNote: null });
    expect(judge({ ...openLoop, p99: 300 }).p99Pass).toBe(false);
    expect(judge({ ...openLoop, achieved: 18 })).toMatchObject({
      p99Pass: false,
      latencyNote: 'only 18.0 of 20.0 logins/s answered',
    });
    expect(judge({ ...openLoop, p99: NaN })).toMatchObject({
      p99Pass: false,
      latencyNote: 'no login answered',
    });
  });
});
