/** Migration entry (a Kubernetes init step and part of `npm start`). */
import path from 'node:path';
import { runMigrationEntry } from '@vh/kit';
import { loadPaymentsEnv } from './environment';

runMigrationEntry({
  service: 'payments',
  env: loadPaymentsEnv(),
  directory: path.join(__dirname, 'migrations'),
});
