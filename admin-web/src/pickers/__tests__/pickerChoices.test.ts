import {
  PICKER_PAGE_SIZE,
  idsOf,
  matchingChoices,
  pageCount,
  pageOf,
  pickedRow,
  rowsOf,
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

  it('reads picked rows, leaving out anything not a row', () => {
    expect(rowsOf([{ itemId: 7, amount: 2 }, 'junk', null, { itemId: 8 }])).toEqual([
      { itemId: 7, amount: 2 },
      { itemId: 8 },
    ]);
    expect(rowsOf(undefined)).toEqual([]);
  });
});

describe('pickedRow', () => {
  const bat = { ...choice(7, 'Bat'), typeId: 3 };

  it("adds the picked id to the rows' defaults: a package item has no amount until it is typed", () => {
    expect(pickedRow(bat, { idField: 'itemId', defaults: {} })).toEqual({ itemId: 7 });
  });

  it("starts a hunting table's enemy at range 0 to 0", () => {
    expect(pickedRow(bat, { idField: 'enemyId', defaults: { rangeMin: 0, rangeMax: 0 } })).toEqual({
      enemyId: 7,
      rangeMin: 0,
      rangeMax: 0,
    });
  });

  it("records the picked item's type where the row holds one (enemy equipment)", () => {
    expect(pickedRow(bat, { idField: 'itemId', typeField: 'itemType', defaults: {} })).toEqual({
      itemId: 7,
      itemType: 3,
    });
    expect(pickedRow(choice(8, 'Wing'), { idField: 'itemId', typeField: 'itemType', defaults: {} })).toEqual({
      itemId: 8,
      itemType: null,
    });
  });
});
