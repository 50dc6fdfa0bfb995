import knex, { type Knex } from 'knex';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';

export type { Knex };

/** Parses bigint columns as JS numbers; the project keeps amounts well inside 2^53. */
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export function createDatabase(url: string, pool: { min?: number; max?: number } = {}): Knex {
  return knex({
    client: 'pg',
    connection: url,
    pool: { min: pool.min ?? 0, max: pool.max ?? 10 },
    acquireConnectionTimeout: 10_000,
  });
}

/** Creates the database named in `url` when it does not exist yet (local runs and tests). */
export async function ensureDatabaseExists(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database "${name.replace(/"/g, '""')}"`);
    }
  } finally {
    await client.end();
  }
}

/** Runs every pending migration of a service (compiled .js files in `directory`). */
export async function runMigrations(db: Knex, directory: string, logger: Logger): Promise<void> {
  const [batch, applied] = (await db.migrate.latest({
    directory: path.resolve(directory),
    loadExtensions: ['.js'],
  })) as [number, string[]];
  if (applied.length > 0) logger.info({ batch, applied }, 'migrations applied');
  else logger.info('database schema up to date');
}

export async function checkDatabase(db: Knex): Promise<void> {
  await db.raw('select 1');
}

/**
 * Independent writes as one statement (data-modifying CTEs) ending in `select`. They share one
 * snapshot and cannot see each other's effects, so no two of them may touch the same row, and none
 * may depend on another.
 */
export function writesAsOneStatement(
  db: Knex | Knex.Transaction,
  writes: readonly Knex.QueryBuilder[],
  select: Knex.Raw,
): Knex.Raw {
  const ctes = writes.map((_, index) => `w${index} as (?)`).join(', ');
  return db.raw(`with ${ctes} ?`, [...writes, select]);
}

/**
 * Runs independent writes (see `writesAsOneStatement`) in one round trip instead of one each; `select`
 * is the statement's own result (default: 1).
 */
export async function writeTogether(
  trx: Knex.Transaction,
  writes: readonly Knex.QueryBuilder[],
  select: Knex.Raw = trx.raw('select 1'),
): Promise<void> {
  await (writes.length === 0 ? select : writesAsOneStatement(trx, writes, select));
}
