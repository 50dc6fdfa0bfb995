/** Migration entry (a Kubernetes init step and part of `npm start`). */
import path from 'node:path';
import { runMigrationEntry } from '@vh/kit';
import { loadEconomyEnv } from './environment';

runMigrationEntry({
  service: 'economy',
  env: loadEconomyEnv(),
  directory: path.join(__dirname, 'migrations'),
});
