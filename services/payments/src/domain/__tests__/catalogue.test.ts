import { CATALOGUE, monthAfter } from '../catalogue';
import { NEW_PACKAGE, applyPackageInput } from '../packages';

describe('the launch catalogue', () => {
  it('has every section of the premium shop', () => {
    const types = new Set(CATALOGUE.map((entry) => entry.singleItemType));
    for (const type of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]) expect(types).toContain(type);
    expect(
      CATALOGUE.filter((entry) => entry.subscriptionLevel > 0).map((entry) => entry.subscriptionLevel),
    ).toEqual([1, 2, 3]);
    expect(CATALOGUE.find((entry) => entry.name === 'Custom Avatar')?.usd).toBe(50);
    expect(CATALOGUE.find((entry) => entry.name === 'In-game Name Change')?.usd).toBe(10);
  });

  it('passes the admin validation once its items are known', () => {
    const now = new Date(Date.UTC(2026, 11, 15));
    for (const { usd, items, monthOffset, ...entry } of CATALOGUE) {
      const when = monthOffset === undefined ? { month: null, year: null } : monthAfter(now, monthOffset);
      const input = {
        ...entry,
        ...when,
        usd,
        items: items.map((_, index) => ({ itemId: index + 1, amount: 1 })),
      };
      expect(() => applyPackageInput(NEW_PACKAGE, input, () => true)).not.toThrow();
    }
  });
});

describe('monthAfter', () => {
  it('rolls over the year', () => {
    expect(monthAfter(new Date(Date.UTC(2026, 11, 31)), 1)).toEqual({ month: 1, year: 2027 });
    expect(monthAfter(new Date(Date.UTC(2026, 10, 1)), 0)).toEqual({ month: 11, year: 2026 });
  });
});
