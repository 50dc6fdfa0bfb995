import {
  PICKER_PAGE_SIZE,
  amountRows,
  idsOf,
  matchingChoices,
  pageCount,
  pageOf,
  withAmount,
  type PickerChoice,
} from '../pickerChoices';

const choice = (id: number, name: string, detail = ''): PickerChoice => ({ id, name, imageId: null, detail });
const CHOICES = [
  choice(3, 'Hex of the Bat', 'Hex · Rare'),
  choice(1, 'bat wing', 'Material · Common'),
  choice(2, 'Sanguine Diamond', 'Currency · Epic'),
];

describe('matchingChoices', () => {
  it('lists every choice by name, case aside, for an empty search', () => {
    expect(matchingChoices(CHOICES, '  ').map((entry) => entry.id)).toEqual([1, 3, 2]);
  });

  it('matches every word in the name, the type and rarity line or the id', () => {
    expect(matchingChoices(CHOICES, 'BAT').map((entry) => entry.id)).toEqual([1, 3]);
    expect(matchingChoices(CHOICES, 'bat rare').map((entry) => entry.id)).toEqual([3]);
    expect(matchingChoices(CHOICES, 'epic').map((entry) => entry.id)).toEqual([2]);
    expect(matchingChoices(CHOICES, '2').map((entry) => entry.id)).toEqual([2]);
    expect(matchingChoices(CHOICES, 'wolf')).toEqual([]);
  });

  it('leaves out what the field already holds', () => {
    expect(matchingChoices(CHOICES, 'bat', new Set([1])).map((entry) => entry.id)).toEqual([3]);
  });
});

describe('paging', () => {
  const many = Array.from({ length: PICKER_PAGE_SIZE * 2 + 5 }, (_, index) => index);

  it('counts at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(PICKER_PAGE_SIZE)).toBe(1);
    expect(pageCount(many.length)).toBe(3);
  });

  it('answers one page counted from 1', () => {
    expect(pageOf(many, 1)).toEqual(many.slice(0, PICKER_PAGE_SIZE));
    expect(pageOf(many, 3)).toEqual(many.slice(PICKER_PAGE_SIZE * 2));
  });
});

describe('field values', () => {
  it('reads an id list, anything else as empty', () => {
    expect(idsOf([4, 'x', 5, null])).toEqual([4, 5]);
    expect(idsOf(null)).toEqual([]);
  });

  it('reduces amount rows to their id and amount', () => {
    const loaded = [
      { __typename: 'PremiumPackageItem', itemId: 7, amount: 2, item: { name: 'Bat' } },
      { itemId: 8 },
      'junk',
    ];
    expect(amountRows(loaded, 'itemId', 'amount')).toEqual([
      { itemId: 7, amount: 2 },
      { itemId: 8, amount: null },
    ]);
  });

  it("replaces one row's amount, keeping the others", () => {
    const rows = [
      { itemId: 7, amount: 2 },
      { itemId: 8, amount: 1 },
    ];
    expect(withAmount(rows, 1, 'amount', 5)).toEqual([
      { itemId: 7, amount: 2 },
      { itemId: 8, amount: 5 },
    ]);
    expect(rows[1]!.amount).toBe(1);
  });
});
