/** Migration entry (a Kubernetes init step and part of `npm start`). */
import path from 'node:path';
import { runMigrationEntry } from '@vh/kit';
import { loadGameEnv } from './environment';

runMigrationEntry({ service: 'game', env: loadGameEnv(), directory: path.join(__dirname, 'migrations') });
