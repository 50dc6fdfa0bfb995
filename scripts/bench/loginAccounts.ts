/**
 * Accounts for the login benchmark: activated users written straight into identity's database, all
 * with one password and so one real argon2id hash, made once with identity's hasher and the stack's
 * pepper (hashing per account would take longer than the run). Every login still verifies it in full.
 */
import { randomUUID } from 'node:crypto';
import { NUMBER_BY_ROLE } from '@vh/kit';
import pg from 'pg';
import { PasswordHasher } from '@vh/identity/testing';
import { accountNames, newPassword, passwordDigest } from '../load/accounts';
import { playerIp, type LoadPlayer } from '../load/client';

export async function prepareLoginAccounts(
  identityDatabaseUrl: string,
  pepper: string,
  count: number,
): Promise<LoadPlayer[]> {
  const password = newPassword();
  const hash = await new PasswordHasher(pepper).hash(passwordDigest(password));
  const players = accountNames(count).map((name, index): LoadPlayer => ({
    userId: randomUUID(),
    name,
    role: 'user',
    // Logins make their own tokens; a player here never calls signed in.
    token: '',
    // One client address each: identity limits logins per address and minute.
    ip: playerIp(index),
    password,
  }));
  const client = new pg.Client({ connectionString: identityDatabaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into users (id, name, email, password_hash, role, activated_at)
       select id, name, name || '@load.invalid', $3, $4, now()
       from unnest($1::uuid[], $2::text[]) as account(id, name)`,
      [
        players.map((player) => player.userId),
        players.map((player) => player.name),
        hash,
        NUMBER_BY_ROLE.user,
      ],
    );
  } finally {
    await client.end();
  }
  return players;
}
