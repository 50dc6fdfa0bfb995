import { CHEST_PER_CATCH_MIN, requiredCatches, targetCount } from '../expeditionRules';
import { drawTargets, type TargetCandidate } from '../targets';

const candidate = (
  enemyId: number,
  huntingGroundId: number,
  share: number,
  changes: Partial<TargetCandidate> = {},
): TargetCandidate => ({ enemyId, huntingGroundId, share, gold: 0, groundXp: 0, ...changes });

/** A random source that answers the given values in turn. */
const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length]!;
};

describe('targetCount and requiredCatches', () => {
  it('scales the targets with the coven: 3 up to 4 members, 4 up to 8, 5 up to 12', () => {
    expect([1, 4, 5, 8, 9, 12].map(targetCount)).toEqual([3, 3, 4, 4, 5, 5]);
  });

  it('asks more catches of an enemy met often and of a larger coven', () => {
    expect(requiredCatches(0.02, 2)).toBe(1);
    expect(requiredCatches(1 / 3, 2)).toBe(2);
    expect(requiredCatches(1, 2)).toBe(4);
    expect(requiredCatches(1 / 3, 5)).toBe(4);
    expect(requiredCatches(0.02, 12)).toBe(3);
  });
});

describe('drawTargets', () => {
  it('draws different enemies from the grounds the members stand on first', () => {
    const candidates = [
      candidate(1, 10, 0.5),
      candidate(2, 10, 0.3),
      candidate(3, 10, 0.2),
      candidate(4, 20, 1),
      // Enemy 1 met elsewhere too: never a second target.
      candidate(1, 20, 1),
    ];
    const draw = drawTargets(candidates, new Set([10]), 2, Math.random);
    expect(draw.targets.map((target) => target.huntingGroundId)).toEqual([10, 10, 10]);
    expect(draw.targets.map((target) => target.enemyId).sort()).toEqual([1, 2, 3]);
    expect(draw.targets.map((target) => target.position)).toEqual([0, 1, 2]);
  });

  it('draws an enemy as often as its table meets it', () => {
    const candidates = [candidate(1, 10, 0.75), candidate(2, 10, 0.25)];
    // A roll below 0.75 of the pool lands on enemy 1, above it on enemy 2.
    expect(drawTargets(candidates, new Set([10]), 1, sequence(0.74, 0)).targets[0]!.enemyId).toBe(1);
    expect(drawTargets(candidates, new Set([10]), 1, sequence(0.76, 0)).targets[0]!.enemyId).toBe(2);
  });

  it('fills up from grounds no harder than the members’ before harder ones, then the easiest left', () => {
    const candidates = [
      candidate(1, 10, 1, { groundXp: 150 }),
      candidate(2, 30, 1, { groundXp: 5000 }),
      candidate(3, 20, 1, { groundXp: 0 }),
      candidate(4, 40, 1, { groundXp: 600 }),
    ];
    const draw = drawTargets(candidates, new Set([10]), 4, Math.random);
    expect(draw.targets.map((target) => target.enemyId)).toEqual([1, 3, 4]);
  });

  it('starts on the easiest grounds when no member is known to stand anywhere', () => {
    const candidates = [candidate(1, 10, 1, { groundXp: 150 }), candidate(2, 20, 1, { groundXp: 0 })];
    expect(
      drawTargets(candidates, new Set(), 1, Math.random).targets.map((target) => target.enemyId),
    ).toEqual([2, 1]);
  });

  it('draws fewer targets when the content offers fewer enemies, none when it offers none', () => {
    expect(drawTargets([candidate(1, 10, 1)], new Set([10]), 12, Math.random).targets).toHaveLength(1);
    expect(drawTargets([], new Set([10]), 3, Math.random)).toEqual({ targets: [], chest: 0 });
  });

  it('fills the chest with each catch’s gold times three, never less than the minimum per catch', () => {
    const candidates = [candidate(1, 10, 0.5, { gold: 40 }), candidate(2, 10, 0.5, { gold: 2 })];
    const draw = drawTargets(candidates, new Set([10]), 2, sequence(0));
    // Both need 2 catches (share 0.5): 2 x 120 + 2 x 25.
    expect(draw.targets.map((target) => target.required)).toEqual([2, 2]);
    expect(draw.chest).toBe(2 * 120 + 2 * CHEST_PER_CATCH_MIN);
  });
});
