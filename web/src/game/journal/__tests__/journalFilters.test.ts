import { NO_FILTER, exportQuery, filterOf, isFiltered } from '../journalFilters';

describe('journal filters', () => {
  it('leaves "all" out and turns choices into numbers', () => {
    expect(filterOf(NO_FILTER)).toEqual({ ok: true, filter: {} });
    expect(filterOf({ ...NO_FILTER, type: '1', result: '2', enemyId: '7', huntingGroundId: '3' })).toEqual({
      ok: true,
      filter: { type: 1, result: 2, enemyId: 7, huntingGroundId: 3 },
    });
  });

  it('counts the whole "to" day, from local midnight of the "from" day', () => {
    const outcome = filterOf({ ...NO_FILTER, fromDate: '2026-03-01', toDate: '2026-03-01' });
    expect(outcome).toEqual({
      ok: true,
      filter: {
        from: new Date(2026, 2, 1).getTime() / 1000,
        to: new Date(2026, 2, 2).getTime() / 1000 - 1,
      },
    });
  });

  it('refuses a reversed range and a too-long search before calling', () => {
    expect(filterOf({ ...NO_FILTER, fromDate: '2026-03-02', toDate: '2026-03-01' })).toEqual({
      ok: false,
      problem: 'The "from" date is after the "to" date',
    });
    expect(filterOf({ ...NO_FILTER, search: 'x'.repeat(101) })).toMatchObject({ ok: false });
    expect(filterOf({ ...NO_FILTER, search: '  rat ' })).toEqual({ ok: true, filter: { search: 'rat' } });
  });

  it('builds the export query', () => {
    expect(exportQuery({ type: 1, search: 'a&b' }, 'json')).toBe('format=json&type=1&search=a%26b');
    expect(isFiltered(NO_FILTER)).toBe(false);
    expect(isFiltered({ ...NO_FILTER, search: 'x' })).toBe(true);
  });
});
