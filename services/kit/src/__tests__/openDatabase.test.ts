import type { Knex } from 'knex';
import { databaseEnvSchema } from '../environment';
import { createLogger } from '../logger';
import { openDatabase } from '../serviceEntry';
import { ShutdownManager } from '../shutdown';

/** The pool size knex was configured with (knex connects lazily, so no server is needed). */
function poolMax(db: Knex): number {
  return (db.client as { config: { pool: { max: number } } }).config.pool.max;
}

function runtimeWith(env: Record<string, string>) {
  const logger = createLogger('pool-test', 'silent');
  const parsed = databaseEnvSchema.parse({ DATABASE_URL: 'postgres://vh@localhost:1/pool_test', ...env });
  return { service: 'pool-test', env: parsed, logger, shutdown: new ShutdownManager(logger) };
}

describe('openDatabase', () => {
  it("keeps the service's own pool size when DB_POOL_MAX is unset", async () => {
    const runtime = runtimeWith({});
    const db = openDatabase(runtime, { max: 20 });
    expect(poolMax(db)).toBe(20);
    await runtime.shutdown.shutdown(); // the pool is closed by the shutdown hook
  });

  it('sizes the pool from DB_POOL_MAX (the chart value database.poolMax)', async () => {
    const runtime = runtimeWith({ DB_POOL_MAX: '4' });
    expect(poolMax(openDatabase(runtime, { max: 20 }))).toBe(4);
    await runtime.shutdown.shutdown();
  });

  it('refuses a pool size that is no positive integer', () => {
    expect(databaseEnvSchema.safeParse({ DATABASE_URL: 'postgres://h/d', DB_POOL_MAX: '0' }).success).toBe(
      false,
    );
    expect(databaseEnvSchema.safeParse({ DATABASE_URL: 'postgres://h/d', DB_POOL_MAX: 'ten' }).success).toBe(
      false,
    );
  });
});
