/** Migration entry (a Kubernetes init step and part of `npm start`). */
import path from 'node:path';
import { runMigrationEntry } from '@vh/kit';
import { loadSocialEnv } from './environment';

runMigrationEntry({
  service: 'social',
  env: loadSocialEnv(),
  directory: path.join(__dirname, 'migrations'),
});
