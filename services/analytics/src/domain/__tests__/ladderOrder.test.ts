import { isRanked, ladderMember, totalOfMember, userIdOfMember } from '../ladderOrder';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

describe('ladder order', () => {
  const sorted = (members: string[]) => [...members].sort();

  it('ranks higher totals first, whatever their size', () => {
    const members = [5, 1_000_000, 40, 0, 999].map((total, index) =>
      ladderMember({ total, reachedAtMs: index, userId: A }),
    );
    expect(sorted(members).map(totalOfMember)).toEqual([1_000_000, 999, 40, 5, 0]);
  });

  it('breaks ties by who reached the total first, then by user id', () => {
    const late = ladderMember({ total: 100, reachedAtMs: 2_000, userId: A });
    const early = ladderMember({ total: 100, reachedAtMs: 1_000, userId: B });
    expect(sorted([late, early])).toEqual([early, late]);
    const sameTimeB = ladderMember({ total: 100, reachedAtMs: 1_000, userId: B });
    const sameTimeA = ladderMember({ total: 100, reachedAtMs: 1_000, userId: A });
    expect(sorted([sameTimeB, sameTimeA])).toEqual([sameTimeA, sameTimeB]);
  });

  it('keeps the user id and total readable', () => {
    const member = ladderMember({ total: 1234, reachedAtMs: Date.UTC(2026, 10, 21), userId: B });
    expect(userIdOfMember(member)).toBe(B);
    expect(totalOfMember(member)).toBe(1234);
  });

  it('leaves players without a total, banned or deleted off the ladder', () => {
    expect(isRanked(0, { banned: false, deleted: false })).toBe(false);
    expect(isRanked(10, { banned: true, deleted: false })).toBe(false);
    expect(isRanked(10, { banned: false, deleted: true })).toBe(false);
    expect(isRanked(10, { banned: false, deleted: false })).toBe(true);
    // A ladder hold (docs/sanctions.md) keeps the player off while it holds.
    expect(isRanked(10, { banned: false, deleted: false, held: true })).toBe(false);
    expect(isRanked(10, { banned: false, deleted: false, held: false })).toBe(true);
  });
});
