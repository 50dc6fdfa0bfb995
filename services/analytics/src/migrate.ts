/** Migration entry (a Kubernetes init step and part of `npm start`). */
import path from 'node:path';
import { createDatabase, createLogger, ensureDatabaseExists, runMigrations } from '@vh/kit';
import { loadAnalyticsEnv } from './environment';

async function main(): Promise<void> {
  const env = loadAnalyticsEnv();
  const logger = createLogger('analytics-migrate', env.LOG_LEVEL);
  if (env.NODE_ENV !== 'production') await ensureDatabaseExists(env.DATABASE_URL);
  const db = createDatabase(env.DATABASE_URL, { max: 2 });
  try {
    await runMigrations(db, path.join(__dirname, 'migrations'), logger);
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
