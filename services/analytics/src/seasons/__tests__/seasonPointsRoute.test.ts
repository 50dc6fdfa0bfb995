import { seasonPointsOf } from '../seasonPointsRoute';
import type { SeasonRow } from '../seasonRepository';

const season: SeasonRow = {
  number: 7,
  starts_at: new Date('2026-11-01T00:00:00Z'),
  ends_at: new Date('2026-12-01T00:00:00Z'),
  ended_early: false,
  archived_at: null,
  xp_players: null,
  coolness_players: null,
};

describe('season points for social', () => {
  it("answers the current season's score of every asked player, 0 for those without one", async () => {
    const asked: string[][] = [];
    const deps = {
      seasons: { ensureHolding: async () => season.ends_at, holding: async () => season },
      scores: {
        xpPoints: async (number: number, userIds: readonly string[]) => {
          expect(number).toBe(7);
          asked.push([...userIds]);
          return new Map([['a', 120]]);
        },
      },
    } as unknown as Parameters<typeof seasonPointsOf>[0];
    expect(await seasonPointsOf(deps, ['a', 'b', 'a'])).toEqual({ season: 7, points: { a: 120, b: 0 } });
    // A repeated id is asked once.
    expect(asked).toEqual([['a', 'b']]);
  });
});
