/**
 * A database and a Redis database of a suite's own, migrated with analytics' migrations, and
 * analytics' dependencies on them: suites that drive analytics' consumer and jobs directly (on the
 * real stores, without Kafka) to check rules at the cheapest tier that has them.
 */
import { Redis } from 'ioredis';
import pg from 'pg';
import { MIGRATIONS_DIRECTORY, ladderOnlyDeps, type AnalyticsDeps } from '@vh/analytics/testing';
import { createDatabase, createLogger, ensureDatabaseExists, runMigrations, type Knex } from '@vh/kit';
import { stackInfo } from './stackInfo';

export interface OwnAnalytics {
  db: Knex;
  redis: Redis;
  deps: AnalyticsDeps;
  close(): Promise<void>;
}

/** A fresh database `name` and Redis database `redisDb` (the stack uses 1). */
export async function ownAnalytics(
  name: string,
  redisDb: number,
  exchange?: AnalyticsDeps['exchange'],
): Promise<OwnAnalytics> {
  const url = new URL(stackInfo().postgresUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: stackInfo().postgresUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  await ensureDatabaseExists(url.toString());
  const logger = createLogger(name, 'silent');
  const db = createDatabase(url.toString());
  await runMigrations(db, MIGRATIONS_DIRECTORY, logger);
  const redis = new Redis(stackInfo().redisUrl, { db: redisDb });
  await redis.flushdb();
  return {
    db,
    redis,
    deps: ladderOnlyDeps(db, redis, logger, exchange),
    close: async () => {
      await db.destroy();
      redis.disconnect();
    },
  };
}
