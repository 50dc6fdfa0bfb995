import { releaseFieldChanges } from '../releaseDiff';

describe('releaseFieldChanges', () => {
  it('shows only the fields an update changes', () => {
    expect(
      releaseFieldChanges({
        before: JSON.stringify({ name: 'Old', sequence: 1, stats: [{ a: 1 }] }),
        after: JSON.stringify({ name: 'New', sequence: 1, stats: [{ a: 2 }] }),
      }),
    ).toEqual([
      { field: 'name', before: 'Old', after: 'New' },
      { field: 'stats', before: [{ a: 1 }], after: [{ a: 2 }] },
    ]);
  });

  it('shows every field of a created or deleted entity', () => {
    expect(releaseFieldChanges({ before: null, after: JSON.stringify({ name: 'A', sequence: 2 }) })).toEqual([
      { field: 'name', before: undefined, after: 'A' },
      { field: 'sequence', before: undefined, after: 2 },
    ]);
    expect(releaseFieldChanges({ before: JSON.stringify({ value: 'x' }), after: null })).toEqual([
      { field: 'value', before: 'x', after: undefined },
    ]);
  });
});
