/// <reference types="jest" />
import { listPage } from '../listPage';

const rows = [
  { id: 1, name: 'Vampire Gold Coins', shortName: 'VGC', orderIndex: 10 },
  { id: 2, name: 'Grave Dust', shortName: 'GRAVEDUST', orderIndex: 20 },
  { id: 3, name: 'Bloodshards', shortName: 'BLOODSHARD', orderIndex: 5 },
];

describe('listPage', () => {
  it('sorts by the asked field and direction, then pages', () => {
    const page = listPage(rows, {
      sort: { field: 'orderIndex', order: 'DESC' },
      pagination: { page: 2, perPage: 2 },
      filter: {},
    });
    expect(page).toEqual({ data: [rows[2]], total: 3 });
  });

  it('matches the search box against any text or number field, case-insensitively', () => {
    const page = listPage(rows, {
      sort: { field: 'name', order: 'ASC' },
      pagination: { page: 1, perPage: 25 },
      filter: { q: 'blood' },
    });
    expect(page.data.map((row) => row.id)).toEqual([3]);
    expect(listPage(rows, { filter: { q: '20' } }).data.map((row) => row.id)).toEqual([2]);
  });

  it('matches other filters exactly and leaves the server-side search to the server', () => {
    expect(listPage(rows, { filter: { shortName: 'VGC' } }).data.map((row) => row.id)).toEqual([1]);
    expect(listPage(rows, { filter: { q: 'nothing like it', includeBanned: true } }, true).total).toBe(3);
  });
});
