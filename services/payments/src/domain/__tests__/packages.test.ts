import { NEW_PACKAGE, applyPackageInput, shopOrder, toCents, type PremiumPackage } from '../packages';

const exists = (id: number) => id < 100;

describe('applyPackageInput', () => {
  it('creates a package from the defaults and the admin input, items defaulting to amount 1', () => {
    const created = applyPackageInput(
      NEW_PACKAGE,
      {
        name: ' Bat Hex Bundle ',
        usd: 2.99,
        singleItemType: 4,
        items: [{ itemId: 7 }, { itemId: 8, amount: 5 }],
      },
      exists,
    );
    expect(created).toMatchObject({
      name: 'Bat Hex Bundle',
      usdCents: 299,
      singleItemType: 4,
      subscriptionLevel: 0,
      visible: false,
      items: [
        { itemId: 7, amount: 1 },
        { itemId: 8, amount: 5 },
      ],
    });
  });

  it('keeps the fields an update leaves out', () => {
    const base = applyPackageInput(NEW_PACKAGE, { name: 'Gold', usd: 9.99, subscriptionLevel: 2 }, exists);
    expect(applyPackageInput(base, { visible: true }, exists)).toEqual({ ...base, visible: true });
  });

  it.each([
    [{ name: '' }, 'name must not be empty: a package needs a name'],
    [{ name: 'x'.repeat(101) }, 'name must be at most 100 characters'],
    [{ name: 'x', promotionalLabel: 'y'.repeat(41) }, 'promotionalLabel must be at most 40 characters'],
    [{ name: 'x', usd: -1 }, 'usd must be an amount of US dollars from 0 to 10000 with at most two decimals'],
    [
      { name: 'x', usd: 1.999 },
      'usd must be an amount of US dollars from 0 to 10000 with at most two decimals',
    ],
    [
      { name: 'x', usd: 1e9 },
      'usd must be an amount of US dollars from 0 to 10000 with at most two decimals',
    ],
    [{ name: 'x', subscriptionLevel: 4 }, 'subscriptionLevel must be a whole number from 0 to 3'],
    [{ name: 'x', singleItemType: 14 }, 'singleItemType must be a whole number from 0 to 13'],
    [
      { name: 'x', subscriptionLevel: 1, singleItemType: 4 },
      'singleItemType must be 0 for a subscription tier (subscriptionLevel 1-3)',
    ],
    [
      { name: 'x', singleItemType: 2 },
      'month is needed: a monthly subscription item deal (singleItemType 1-3) has a month and year',
    ],
    [
      { name: 'x', singleItemType: 2, month: 5 },
      'year is needed: a monthly subscription item deal (singleItemType 1-3) has a month and year',
    ],
    [{ name: 'x', singleItemType: 2, month: 13, year: 2026 }, 'month must be a whole number from 1 to 12'],
    [{ name: 'x', singleItemType: 2, month: 0, year: 2026 }, 'month must be a whole number from 1 to 12'],
    [
      { name: 'x', singleItemType: 2, month: 5, year: 20260 },
      'year must be a whole number from 2000 to 2100',
    ],
    [
      { name: 'x', month: 5, year: 2026 },
      'month must be empty: only monthly subscription item deals (singleItemType 1-3) have a month and year',
    ],
    [{ name: 'x', imageId: -3 }, 'imageId must be the id of an uploaded image, or null'],
    [
      { name: 'x', items: [{ itemId: 1, amount: 0 }] },
      'items[0].amount must be a whole number from 1 to 1000000',
    ],
    [
      { name: 'x', items: [{ itemId: 1 }, { itemId: 2, amount: 2.5 }] },
      'items[1].amount must be a whole number from 1 to 1000000',
    ],
    [{ name: 'x', items: [{ itemId: 1 }, { itemId: 1 }] }, 'items[1].itemId lists item 1 twice'],
    [{ name: 'x', items: [{ itemId: 500 }] }, 'items[0].itemId refers to an item that does not exist (500)'],
  ])('refuses %j: %s', (input, message) => {
    expect(() => applyPackageInput(NEW_PACKAGE, input, exists)).toThrow(message);
  });

  it('names the refused field in the details (422)', () => {
    expect(() => applyPackageInput(NEW_PACKAGE, { name: 'x', usd: -1 }, exists)).toThrow(
      expect.objectContaining({ status: 422, details: { field: 'usd' } }),
    );
  });

  it('accepts a monthly deal with its month and year', () => {
    const deal = applyPackageInput(
      NEW_PACKAGE,
      { name: 'Chest', singleItemType: 3, month: 12, year: 2026 },
      exists,
    );
    expect(deal).toMatchObject({ singleItemType: 3, month: 12, year: 2026 });
  });
});

describe('toCents', () => {
  it('keeps whole cents exactly (binary floats included)', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(199.99)).toBe(19999);
    expect(toCents(50)).toBe(5000);
  });
});

describe('shopOrder', () => {
  const pkg = (fields: Partial<PremiumPackage>): PremiumPackage => ({
    ...NEW_PACKAGE,
    id: 1,
    name: 'p',
    ...fields,
  });

  it('orders by type, tier, month, then price', () => {
    const sorted = [
      pkg({ id: 1, singleItemType: 7, usdCents: 199 }),
      pkg({ id: 2, singleItemType: 1, month: 2, year: 2027, usdCents: 299 }),
      pkg({ id: 3, singleItemType: 1, month: 12, year: 2026, usdCents: 299 }),
      pkg({ id: 4, subscriptionLevel: 3, usdCents: 1999 }),
      pkg({ id: 5, subscriptionLevel: 1, usdCents: 499 }),
    ].sort(shopOrder);
    expect(sorted.map((entry) => entry.id)).toEqual([5, 4, 3, 2, 1]);
  });
});
