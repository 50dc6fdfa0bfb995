import { NUMBER_BY_ROLE, type Knex, type Logger } from '@vh/kit';
import { sha256Hex } from './domain/accountTokens';
import type { PasswordHasher } from './infrastructure/passwordHasher';
import { UserRepository } from './repositories/userRepository';

export const ADMIN_NAME = 'admin';

/**
 * Seeds the admin account once. Its password is what the client would send: SHA-256 of
 * ADMIN_PASSWORD, or of "admin" on a local run (production refuses to start without ADMIN_PASSWORD).
 */
export async function seedAdmin(
  db: Knex,
  hasher: PasswordHasher,
  adminPassword: string | undefined,
  logger: Logger,
): Promise<void> {
  const users = new UserRepository(db);
  if (await users.findByName(ADMIN_NAME)) return;
  const passwordHash = await hasher.hash(sha256Hex(adminPassword ?? 'admin'));
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
