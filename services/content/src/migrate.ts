/** Migration entry (a Kubernetes init step and part of `npm start`): schema, then the seeded world. */
import path from 'node:path';
import { runMigrationEntry } from '@vh/kit';
import { createContentDeps } from './deps';
import { loadContentEnv } from './environment';
import { renderImage } from './seed/images';
import { seedWorld } from './seed/seeder';
import { WORLD } from './seed/world';

const env = loadContentEnv();
runMigrationEntry({
  service: 'content',
  env,
  directory: path.join(__dirname, 'migrations'),
  seed: async (db, logger) => {
    if (env.SEED_WORLD) await seedWorld(createContentDeps(db), WORLD, renderImage, logger);
  },
});
