/// <reference types="jest" />
import { CRAFT_LABEL, isForSale, tradeLabel } from '../tradeLabels';

type Tradable = Parameters<typeof tradeLabel>[0];

function tradable(type: string | null, fields: { price?: number; mats?: number } = {}): Tradable {
  return {
    typeRef:
      type === null ? null : { id: 1, name: type, shortName: type, isEquipment: true, alwaysEquipped: false },
    price: Array.from({ length: fields.price ?? 0 }, () => ({
      name: 'VGC',
      shortName: 'VGC',
      value: 10,
      nameRef: null,
    })),
    craftingMats: Array.from({ length: fields.mats ?? 0 }, (_, index) => ({
      itemId: index + 1,
      amount: 2,
      itemIdRef: null,
    })),
  };
}

describe('isForSale', () => {
  it('needs a price or materials', () => {
    expect(isForSale(tradable('weapon', { price: 1 }))).toBe(true);
    expect(isForSale(tradable('weapon', { mats: 2 }))).toBe(true);
    expect(isForSale(tradable('weapon', { price: 1, mats: 1 }))).toBe(true);
    expect(isForSale(tradable('weapon'))).toBe(false);
  });
});

describe('tradeLabel', () => {
  it('uses the word of the item type', () => {
    expect(tradeLabel(tradable('bait', { price: 1 }))).toBe('BUY');
    expect(tradeLabel(tradable('accessory', { price: 1 }))).toBe('CRAFT');
    expect(tradeLabel(tradable('mount', { price: 1 }))).toBe('TAME');
    expect(tradeLabel(tradable('retainer', { price: 1 }))).toBe('BIND');
  });

  it('says BUY for other types and items without a type', () => {
    expect(tradeLabel(tradable('weapon', { price: 1 }))).toBe('BUY');
    expect(tradeLabel(tradable(null, { price: 1 }))).toBe('BUY');
  });

  it('says CRAFT for anything made from materials, whatever its type', () => {
    expect(CRAFT_LABEL).toBe('CRAFT');
    expect(tradeLabel(tradable('mount', { price: 1, mats: 1 }))).toBe('CRAFT');
    expect(tradeLabel(tradable('retainer', { mats: 3 }))).toBe('CRAFT');
    expect(tradeLabel(tradable(null, { mats: 1 }))).toBe('CRAFT');
  });
});
