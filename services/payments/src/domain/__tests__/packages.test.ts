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
    [{ name: '' }, 'A package needs a name'],
    [{ name: 'x', usd: -1 }, 'The price must be a positive amount of US dollars with at most two decimals'],
    [
      { name: 'x', usd: 1.999 },
      'The price must be a positive amount of US dollars with at most two decimals',
    ],
    [{ name: 'x', subscriptionLevel: 4 }, 'subscriptionLevel must be a whole number from 0 to 3'],
    [{ name: 'x', singleItemType: 14 }, 'singleItemType must be a whole number from 0 to 13'],
    [
      { name: 'x', subscriptionLevel: 1, singleItemType: 4 },
      'A subscription tier (subscriptionLevel 1-3) has singleItemType 0',
    ],
    [{ name: 'x', singleItemType: 2 }, 'A monthly subscription item deal needs its month and year'],
    [{ name: 'x', singleItemType: 2, month: 13, year: 2026 }, 'month must be a whole number from 1 to 12'],
    [
      { name: 'x', month: 5, year: 2026 },
      'Only monthly subscription item deals (singleItemType 1-3) have a month and year',
    ],
    [
      { name: 'x', items: [{ itemId: 1, amount: 0 }] },
      'Every item of a package needs an amount of at least 1',
    ],
    [{ name: 'x', items: [{ itemId: 1 }, { itemId: 1 }] }, 'Item 1 is listed twice'],
    [{ name: 'x', items: [{ itemId: 500 }] }, 'Item 500 does not exist'],
  ])('refuses %j: %s', (input, message) => {
    expect(() => applyPackageInput(NEW_PACKAGE, input, exists)).toThrow(message);
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
