/** Migration entry (a Kubernetes init step and part of `npm start`): schema, then the seeded world. */
import path from 'node:path';
import { createDatabase, createLogger, ensureDatabaseExists, runMigrations } from '@vh/kit';
import { createContentDeps } from './deps';
import { loadContentEnv } from './environment';
import { renderImage } from './seed/images';
import { seedWorld } from './seed/seeder';
import { WORLD } from './seed/world';

async function main(): Promise<void> {
  const env = loadContentEnv();
  const logger = createLogger('content-migrate', env.LOG_LEVEL);
  if (env.NODE_ENV !== 'production') await ensureDatabaseExists(env.DATABASE_URL);
  const db = createDatabase(env.DATABASE_URL, { max: 2 });
  try {
    await runMigrations(db, path.join(__dirname, 'migrations'), logger);
    if (env.SEED_WORLD) {
      await seedWorld(createContentDeps(db), WORLD, renderImage, logger);
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
