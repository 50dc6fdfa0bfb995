import { fieldChanges, shownValue } from '../changeDiff';

describe('fieldChanges', () => {
  it('lists every field of a create and of a delete with the missing side undefined', () => {
    expect(fieldChanges({ before: null, after: '{"id":3,"name":"Gold"}' })).toEqual([
      { field: 'id', before: undefined, after: 3 },
      { field: 'name', before: undefined, after: 'Gold' },
    ]);
    expect(fieldChanges({ before: '{"name":"Gold"}', after: null })).toEqual([
      { field: 'name', before: 'Gold', after: undefined },
    ]);
  });

  it('pairs the changed fields of an update, fields on one side only included', () => {
    expect(fieldChanges({ before: '{"name":"a","old":1}', after: '{"name":"b","added":[1]}' })).toEqual([
      { field: 'name', before: 'a', after: 'b' },
      { field: 'old', before: 1, after: undefined },
      { field: 'added', before: undefined, after: [1] },
    ]);
    expect(fieldChanges({ before: '{}', after: '{}' })).toEqual([]);
  });
});

describe('shownValue', () => {
  it('shows text as it is, nothing as a dash and everything else as JSON', () => {
    expect(shownValue('Gold')).toBe('Gold');
    expect(shownValue('')).toBe('""');
    expect(shownValue(undefined)).toBe('—');
    expect(shownValue(null)).toBe('—');
    expect(shownValue(7)).toBe('7');
    expect(shownValue(false)).toBe('false');
    expect(shownValue([{ itemId: 1 }])).toBe('[{"itemId":1}]');
  });
});
