/** Migration entry (a Kubernetes init step and part of `npm start`): schema first, then seeds. */
import path from 'node:path';
import { runMigrationEntry } from '@vh/kit';
import { loadIdentityEnv } from './environment';
import { PasswordHasher } from './infrastructure/passwordHasher';
import { SecondFactorKeys } from './infrastructure/secondFactorKeys';
import { seedAdmin } from './seeds';

const env = loadIdentityEnv();
runMigrationEntry({
  service: 'identity',
  env,
  directory: path.join(__dirname, 'migrations'),
  seed: (db, logger) =>
    seedAdmin(
      db,
      PasswordHasher.of(env),
      {
        password: env.ADMIN_PASSWORD,
        totpSecret: env.ADMIN_TOTP_SECRET,
        keys: new SecondFactorKeys(env.PASSWORD_PEPPER),
      },
      logger,
    ),
});
