import { sha256 } from '../kit/gateway';
import { activatedPlayer, login } from '../kit/players';
import { withServiceDb } from '../kit/serviceDb';
import { localPasswordHasher } from '@vh/scripts/lib/passwordHashes';

const storedHash = (userId: string) =>
  withServiceDb('identity', async (db) => {
    const { rows } = await db.query<{ password_hash: string }>(
      'select password_hash from users where id = $1',
      [userId],
    );
    return rows[0]!.password_hash;
  });

describe('password hashes follow the argon2 parameters', () => {
  it('a hash made under lower parameters is made again at the next successful login', async () => {
    const player = await activatedPlayer();
    expect(await storedHash(player.id)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    // As if the account had last logged in before the parameters were raised.
    const older = await localPasswordHasher({ memoryCost: 8192, timeCost: 1, parallelism: 1 }).hash(
      sha256(player.password),
    );
    await withServiceDb('identity', (db) =>
      db.query('update users set password_hash = $2 where id = $1', [player.id, older]),
    );

    // A wrong password changes nothing.
    await expect(login(player.client, player.name, 'not the password')).rejects.toThrow('login');
    expect(await storedHash(player.id)).toBe(older);

    // The old hash still logs in, and is replaced by one under the configured parameters.
    const token = await login(player.client, player.name, player.password);
    const upgraded = await storedHash(player.id);
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(upgraded).not.toBe(older);

    // The same password logs in under the new hash, and no session ended on the way.
    await login(player.client, player.name, player.password);
    expect(await storedHash(player.id)).toBe(upgraded);
    expect((await player.client.get('/api/clientUser/getme')).status).toBe(200);
    expect((await player.client.withToken(token).get('/api/clientUser/getme')).status).toBe(200);
  });
});
