import {
  cappedGain,
  cohortCount,
  cohortOf,
  outcomeOf,
  pointsForResult,
  weekAfter,
  weekHolding,
} from '../rules';

const iso = (ms: number) => new Date(ms).toISOString();

describe('league rules', () => {
  it('runs weeks from Monday 00:00 UTC', () => {
    const week = weekHolding(Date.parse('2026-11-27T14:00:00Z'));
    expect(iso(week.startsAtMs)).toBe('2026-11-23T00:00:00.000Z');
    expect(iso(week.endsAtMs)).toBe('2026-11-30T00:00:00.000Z');
    // After an early end the next week runs to the first Monday at least a day away.
    expect(iso(weekAfter(Date.parse('2026-11-27T14:00:00Z')).endsAtMs)).toBe('2026-11-30T00:00:00.000Z');
    expect(iso(weekAfter(Date.parse('2026-11-29T23:00:00Z')).endsAtMs)).toBe('2026-12-07T00:00:00.000Z');
  });

  it('cuts a tier into cohorts of 30 to 50 once it has 60 players, and never above 50', () => {
    for (let players = 60; players <= 5_000; players++) {
      const sizes = new Map<number, number>();
      for (let position = 0; position < players; position++) {
        const cohort = cohortOf(position, players);
        sizes.set(cohort, (sizes.get(cohort) ?? 0) + 1);
      }
      expect(sizes.size).toBe(cohortCount(players));
      for (const size of sizes.values()) {
        expect(size).toBeGreaterThanOrEqual(30);
        expect(size).toBeLessThanOrEqual(50);
      }
    }
    expect(cohortCount(1)).toBe(1);
    expect(cohortCount(50)).toBe(1);
  });

  it('scores hunts by result and caps a day', () => {
    const settings = { winPoints: 10, drawPoints: 5, lossPoints: 2, dailyCap: 1680 };
    expect([2, 1, 3, 4].map((result) => pointsForResult(result, settings))).toEqual([10, 5, 2, 0]);
    expect(cappedGain(1675, 10, 1680)).toBe(5);
    expect(cappedGain(1680, 10, 1680)).toBe(0);
  });

  it('promotes the top and demotes the bottom, except past the last tiers', () => {
    const silver = { tier: 2, promote: 5, demote: 5 };
    expect(outcomeOf(5, 40, silver, 5)).toBe('promoted');
    expect(outcomeOf(6, 40, silver, 5)).toBe('stayed');
    expect(outcomeOf(36, 40, silver, 5)).toBe('demoted');
    expect(outcomeOf(1, 40, { tier: 5, promote: 5, demote: 5 }, 5)).toBe('stayed');
    expect(outcomeOf(40, 40, { tier: 1, promote: 5, demote: 5 }, 5)).toBe('stayed');
    expect(outcomeOf(3, 6, silver, 5)).toBe('promoted');
  });
});
