import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { createDatabase, ensureDatabaseExists, runMigrations } from './db';
import { createLogger } from './logger';

/**
 * The body of every service's `src/migrate.ts` (a Kubernetes init step and part of `npm start`):
 * the database (created outside production), the migrations, then the service's seeds if any. Exits
 * non-zero on failure.
 */
export function runMigrationEntry(options: {
  service: string;
  env: { NODE_ENV: string; LOG_LEVEL: string; DATABASE_URL: string };
  directory: string;
  seed?: (db: Knex, logger: Logger) => Promise<void>;
}): void {
  const { env } = options;
  const run = async () => {
    const logger = createLogger(`${options.service}-migrate`, env.LOG_LEVEL);
    if (env.NODE_ENV !== 'production') await ensureDatabaseExists(env.DATABASE_URL);
    const db = createDatabase(env.DATABASE_URL, { max: 2 });
    try {
      await runMigrations(db, options.directory, logger);
      await options.seed?.(db, logger);
    } finally {
      await db.destroy();
    }
  };
  run().catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}
