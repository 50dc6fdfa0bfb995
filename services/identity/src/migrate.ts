/** Migration entry (a Kubernetes init step and part of `npm start`): schema first, then seeds. */
import path from 'node:path';
import { createDatabase, createLogger, ensureDatabaseExists, runMigrations } from '@vh/kit';
import { loadIdentityEnv } from './environment';
import { PasswordHasher } from './infrastructure/passwordHasher';
import { seedAdmin } from './seeds';

async function main(): Promise<void> {
  const env = loadIdentityEnv();
  const logger = createLogger('identity-migrate', env.LOG_LEVEL);
  if (env.NODE_ENV !== 'production') await ensureDatabaseExists(env.DATABASE_URL);
  const db = createDatabase(env.DATABASE_URL, { max: 2 });
  try {
    await runMigrations(db, path.join(__dirname, 'migrations'), logger);
    await seedAdmin(db, new PasswordHasher(env.PASSWORD_PEPPER), env.ADMIN_PASSWORD, logger);
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
