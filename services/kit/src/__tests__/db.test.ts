import knex from 'knex';
import { writesAsOneStatement } from '../db';

describe('writesAsOneStatement', () => {
  const db = knex({ client: 'pg' });

  it('puts every write in a CTE of its own and keeps their bindings in order', () => {
    const statement = writesAsOneStatement(
      db,
      [
        db('journal').insert([{ user_id: 'u', text: "it's ?" }]),
        db('players').where({ user_id: 'u' }).update({ xp: 5 }),
      ],
      db.raw('select pg_notify(?, ?)', ['channel', '']),
    ).toSQL();
    expect(statement.sql).toBe(
      'with w0 as (insert into "journal" ("text", "user_id") values (?, ?)), ' +
        'w1 as (update "players" set "xp" = ? where "user_id" = ?) select pg_notify(?, ?)',
    );
    expect(statement.bindings).toEqual(["it's ?", 'u', 5, 'u', 'channel', '']);
  });
});
