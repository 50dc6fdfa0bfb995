import type { Knex } from 'knex';
import { UnauthorizedError } from '../errors';
import { cappedRows, personalDataPart } from '../personalData';

/** A query stand-in answering `rows` up to the limit the reader sets. */
function queryOf(rows: unknown[]) {
  const limits: number[] = [];
  const query = {
    clone: () => query,
    limit: (count: number) => {
      limits.push(count);
      return Promise.resolve(rows.slice(0, count));
    },
  };
  return { query: query as unknown as Knex.QueryBuilder, limits };
}

describe('personal data', () => {
  it('caps a list and notes that it was cut, reading one row more than the cap', async () => {
    const many = queryOf([1, 2, 3, 4]);
    expect(await cappedRows(many.query, 3)).toEqual({ rows: [1, 2, 3], truncated: true, cap: 3 });
    expect(many.limits).toEqual([4]);
    expect(await cappedRows(queryOf([1, 2, 3]).query, 3)).toEqual({
      rows: [1, 2, 3],
      truncated: false,
      cap: 3,
    });
  });

  it("reads the signed-in caller's own part, without credentials", async () => {
    const viewer = { userId: 'u-1', name: 'vlad', role: 'user' as const };
    const read = jest.fn(async (userId: string) => ({
      account: { id: userId, password_hash: 'x', created_at: new Date(0) },
      codes: [{ code_hash: 'y', used_at: null }],
    }));
    const text = await personalDataPart(viewer, read);
    expect(read).toHaveBeenCalledWith('u-1');
    expect(JSON.parse(text)).toEqual({
      account: { id: 'u-1', created_at: '1970-01-01T00:00:00.000Z' },
      codes: [{ used_at: null }],
    });
  });

  it('refuses a caller who is not signed in, reading nothing', async () => {
    const read = jest.fn();
    await expect(personalDataPart(null, read)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(read).not.toHaveBeenCalled();
  });
});
