import { Pace } from '../pace';

describe('a pace', () => {
  it('lets a burst through, then holds work to its rate, shared by every caller', async () => {
    let clock = 0;
    const slept: number[] = [];
    const pace = new Pace(
      1000,
      500,
      () => clock,
      async (ms) => void slept.push(ms),
    );
    expect(await pace.after(250)).toBe(0);
    expect(await pace.after(250)).toBe(0);
    // Past the burst: 250 more take 250 ms at 1,000 a second, a second caller's 250 another 250.
    expect(await pace.after(250)).toBe(250);
    expect(await pace.after(250)).toBe(500);
    expect(slept).toEqual([250, 500]);
    // After a pause long enough, the burst is available again.
    clock += 10_000;
    expect(await pace.after(500)).toBe(0);
    expect(await pace.after(100)).toBe(100);
  });
});
