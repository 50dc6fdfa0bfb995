/** Migration entry (a Kubernetes init step and part of `npm start`). */
import path from 'node:path';
import { runMigrationEntry } from '@vh/kit';
import { loadAnalyticsEnv } from './environment';

runMigrationEntry({
  service: 'analytics',
  env: loadAnalyticsEnv(),
  directory: path.join(__dirname, 'migrations'),
});
