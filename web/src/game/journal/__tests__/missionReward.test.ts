/// <reference types="jest" />
import { isEmptyReward, parseReward } from '../missionReward';

describe('parseReward', () => {
  it('reads xp, currencies and items', () => {
    const json = JSON.stringify({
      xp: 150,
      currencies: [
        { name: 'VGC', value: 25 },
        { shortName: 'blood', amount: 3 },
      ],
      items: [{ itemId: 12, amount: 2 }, { id: 13 }],
    });
    expect(parseReward(json)).toEqual({
      xp: 150,
      currencies: [
        { name: 'VGC', value: 25 },
        { name: 'blood', value: 3 },
      ],
      items: [
        { itemId: 12, amount: 2 },
        { itemId: 13, amount: 1 },
      ],
    });
  });

  it('reads a bare list of items', () => {
    expect(parseReward('[{"itemId":4,"amount":5},{"itemId":6}]')).toEqual({
      xp: 0,
      currencies: [],
      items: [
        { itemId: 4, amount: 5 },
        { itemId: 6, amount: 1 },
      ],
    });
  });

  it('accepts numbers written as strings', () => {
    expect(
      parseReward(
        '{"xp":"40","currencies":[{"name":"VGC","value":"7"}],"items":[{"itemId":"9","amount":"2"}]}',
      ),
    ).toEqual({ xp: 40, currencies: [{ name: 'VGC', value: 7 }], items: [{ itemId: 9, amount: 2 }] });
  });

  it('prefers name over shortName and value over amount', () => {
    expect(
      parseReward('{"currencies":[{"name":"VGC","shortName":"vgc","value":2,"amount":9}]}')?.currencies,
    ).toEqual([{ name: 'VGC', value: 2 }]);
  });

  it('drops malformed currencies', () => {
    const currencies = [
      { value: 5 },
      { name: '', value: 5 },
      { name: 7, value: 5 },
      { name: 'VGC' },
      { name: 'VGC', value: 0 },
      { name: 'VGC', value: 'lots' },
      { name: 'VGC', value: '' },
      { name: 'VGC', value: null },
      null,
      'VGC',
      [1],
      { name: 'Blood', value: 2 },
    ];
    expect(parseReward(JSON.stringify({ currencies }))?.currencies).toEqual([{ name: 'Blood', value: 2 }]);
  });

  it('drops malformed items', () => {
    const items = [
      { amount: 2 },
      { itemId: 1.5 },
      { itemId: 'sword' },
      { itemId: 3, amount: 0 },
      { itemId: 3, amount: null },
      { itemId: 3, amount: 'two' },
      42,
      null,
      { itemId: 0, amount: 1 },
    ];
    expect(parseReward(JSON.stringify({ items }))?.items).toEqual([{ itemId: 0, amount: 1 }]);
  });

  it('treats a missing or malformed xp as 0 and never goes below it', () => {
    expect(parseReward('{"xp":null}')?.xp).toBe(0);
    expect(parseReward('{"xp":"much"}')?.xp).toBe(0);
    expect(parseReward('{"xp":-20}')?.xp).toBe(0);
    expect(parseReward('{}')).toEqual({ xp: 0, currencies: [], items: [] });
  });

  it('ignores currencies and items that are not lists', () => {
    expect(parseReward('{"xp":5,"currencies":{"VGC":3},"items":"12"}')).toEqual({
      xp: 5,
      currencies: [],
      items: [],
    });
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['whitespace', '  \n'],
  ])('has no reward for %s', (_label, json) => {
    expect(parseReward(json)).toBeNull();
  });

  it.each([
    ['broken JSON', '{"xp": 5'],
    ['plain text', 'reward'],
    ['JSON null', 'null'],
    ['a JSON number', '42'],
    ['a JSON string', '"xp"'],
  ])('has no reward for %s', (_label, json) => {
    expect(parseReward(json)).toBeNull();
  });
});

describe('isEmptyReward', () => {
  it('is empty without a reward or without anything in it', () => {
    expect(isEmptyReward(null)).toBe(true);
    expect(isEmptyReward({ xp: 0, currencies: [], items: [] })).toBe(true);
    expect(isEmptyReward(parseReward('{"xp":0,"currencies":[{"name":"VGC","value":0}]}'))).toBe(true);
  });

  it('is not empty with xp, a currency or an item', () => {
    expect(isEmptyReward({ xp: 1, currencies: [], items: [] })).toBe(false);
    expect(isEmptyReward({ xp: 0, currencies: [{ name: 'VGC', value: 1 }], items: [] })).toBe(false);
    expect(isEmptyReward({ xp: 0, currencies: [], items: [{ itemId: 1, amount: 1 }] })).toBe(false);
  });
});
