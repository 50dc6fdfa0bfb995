import { FLOOR_PERCENT } from '../expeditionRules';
import { describeSplit, splitChest, splitNumbers, type Contributor } from '../split';

const member = (
  userId: string,
  credits: number,
  reachedAt = 0,
  hunts = Math.max(credits, 1),
): Contributor => ({
  userId,
  credits,
  hunts,
  reachedAt,
});

const sum = (values: readonly { amount: number }[]) => values.reduce((total, each) => total + each.amount, 0);

/** Every credits vector of `size` members with 0..max credits each. */
function* creditVectors(size: number, max: number): Generator<number[]> {
  if (size === 0) {
    yield [];
    return;
  }
  for (const rest of creditVectors(size - 1, max)) {
    for (let credits = 0; credits <= max; credits++) yield [...rest, credits];
  }
}

describe('splitChest', () => {
  it('pays the floor to every hunter and the rest by credits, rounding to the largest remainder', () => {
    const shares = splitChest(1000, [member('a', 3, 5), member('b', 2, 4), member('c', 0)]);
    // Floor pool 100: 33 each; 901 by credits: 540.6 and 360.4; the one coin left goes to 'a' (.6 > .4).
    expect(shares).toEqual([
      { userId: 'a', credits: 3, floor: 33, amount: 574 },
      { userId: 'b', credits: 2, floor: 33, amount: 393 },
      { userId: 'c', credits: 0, floor: 33, amount: 33 },
    ]);
    expect(sum(shares)).toBe(1000);
  });

  it('breaks a tie of remainders by who reached their credit first, then by player id', () => {
    // 100 - 3 floors of 3 = 91 by 3 equal credits: 30 each, 1 coin left for the earliest.
    const byTime = splitChest(100, [member('a', 1, 9), member('b', 1, 2), member('c', 1, 5)]);
    expect(byTime.map((share) => share.amount)).toEqual([33, 34, 33]);
    const byId = splitChest(100, [member('c', 1, 7), member('b', 1, 7), member('a', 1, 7)]);
    expect(byId.find((share) => share.userId === 'a')!.amount).toBe(34);
    expect(sum(byId)).toBe(100);
  });

  it('splits the credit pool equally when no contributor holds a credit', () => {
    const shares = splitChest(10, [member('a', 0), member('b', 0), member('c', 0)]);
    expect(sum(shares)).toBe(10);
    expect(shares.map((share) => share.amount).sort()).toEqual([3, 3, 4]);
  });

  it('answers nothing without contributors and refuses a chest that is not a whole amount', () => {
    expect(splitChest(500, [])).toEqual([]);
    expect(() => splitChest(-1, [member('a', 1)])).toThrow(RangeError);
    expect(() => splitChest(1.5, [member('a', 1)])).toThrow(RangeError);
  });

  it('sums exactly to the chest, never negative, each within a coin of its exact part (every small case)', () => {
    const chests = [0, 1, 2, 3, 7, 10, 11, 99, 100, 101, 997, 1000, 12_345];
    let cases = 0;
    for (let size = 1; size <= 4; size++) {
      for (const credits of creditVectors(size, 3)) {
        const contributors = credits.map((count, index) => member(`u${index}`, count, (index * 7) % size));
        const totalCredits = credits.reduce((a, b) => a + b, 0);
        for (const chest of chests) {
          cases++;
          const shares = splitChest(chest, contributors);
          expect(sum(shares)).toBe(chest);
          const numbers = splitNumbers(chest, size, totalCredits);
          expect(numbers.floorPool).toBe(Math.floor((chest * FLOOR_PERCENT) / 100));
          for (const [index, share] of shares.entries()) {
            expect(share.amount).toBeGreaterThanOrEqual(0);
            expect(share.floor).toBe(numbers.floorEach);
            const weight = totalCredits > 0 ? credits[index]! / totalCredits : 1 / size;
            const exact = numbers.floorEach + numbers.creditPool * weight;
            expect(Math.abs(share.amount - exact)).toBeLessThan(1);
          }
          // More credits never earn less.
          for (const [i, a] of shares.entries()) {
            for (const [j, b] of shares.entries()) {
              if (credits[i]! > credits[j]!) expect(a.amount).toBeGreaterThanOrEqual(b.amount);
            }
          }
        }
      }
    }
    expect(cases).toBeGreaterThan(4000);
  });
});

describe('describeSplit', () => {
  it('says the formula with the actual numbers', () => {
    const words = describeSplit(splitNumbers(1000, 3, 5), 'VGC');
    expect(words).toContain('The chest holds 1,000 VGC.');
    expect(words).toContain(
      '10% of it (100 VGC) is the floor, shared equally by the 3 members who hunted: 33 VGC each.',
    );
    expect(words).toContain('The other 901 VGC are split by the 5 targets caught: about 180.2 VGC per catch');
    expect(words).toContain('largest remainders');
  });

  it('speaks of the floor in general before anyone hunted', () => {
    const words = describeSplit(splitNumbers(300, 0, 0), 'VGC');
    expect(words).toContain('10% of it (30 VGC) is the floor, shared equally by every member who hunted');
    expect(words).toContain('The other 270 VGC are split by targets caught');
  });
});
