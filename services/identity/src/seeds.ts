import { NUMBER_BY_ROLE, recordAdminChange, type Knex, type Logger } from '@vh/kit';
import { sha256Hex } from './domain/accountTokens';
import type { PasswordHasher } from './infrastructure/passwordHasher';
import type { SecondFactorKeys } from './infrastructure/secondFactorKeys';
import { SecondFactorRepository } from './repositories/secondFactorRepository';
import { UserRepository } from './repositories/userRepository';
import { SECOND_FACTOR_ENTITY } from './useCases/secondFactorAudit';

export const ADMIN_NAME = 'admin';
const SEEDER = { userId: 'seed', name: 'seed' };

export interface AdminSeed {
  /** ADMIN_PASSWORD; "admin" on a local run (production refuses to start without it). */
  password: string | undefined;
  /** ADMIN_TOTP_SECRET: the admin's second factor, enrolled while it has none. */
  totpSecret: string | undefined;
  keys: SecondFactorKeys;
}

/**
 * Seeds the admin account once. Its password is what the client would send: SHA-256 of the seed's
 * password. With a TOTP secret, an admin without a second factor is enrolled with it (no recovery
 * codes: whoever set the secret holds it), recorded with actor `seed` like the content seeder's.
 */
export async function seedAdmin(
  db: Knex,
  hasher: PasswordHasher,
  seed: AdminSeed,
  logger: Logger,
): Promise<void> {
  const users = new UserRepository(db);
  if (!(await users.findByName(ADMIN_NAME))) {
    const passwordHash = await hasher.hash(sha256Hex(seed.password ?? 'admin'));
    await db.transaction(async (trx) => {
      await trx('users')
        .insert({
          name: ADMIN_NAME,
          email: 'admin@vampire-hunt.local',
          password_hash: passwordHash,
          role: NUMBER_BY_ROLE.admin,
          activated_at: new Date(),
        })
        .onConflict(db.raw('(lower(name))'))
        .ignore();
    });
    logger.info('admin account seeded');
  }
  const admin = await users.findByName(ADMIN_NAME);
  if (!seed.totpSecret || !admin) return;
  const enrolled = await db.transaction(async (trx) => {
    if (
      !(await new SecondFactorRepository(db).seedConfirmed(trx, admin.id, seed.keys.seal(seed.totpSecret!)))
    ) {
      return false;
    }
    await recordAdminChange(trx, {
      actor: SEEDER,
      entity: SECOND_FACTOR_ENTITY,
      entityId: admin.id,
      action: 'enrolled',
      before: { enrolled: false },
      after: { enrolled: true, seeded: true },
    });
    return true;
  });
  if (enrolled) logger.info('admin second factor enrolled with ADMIN_TOTP_SECRET');
}
