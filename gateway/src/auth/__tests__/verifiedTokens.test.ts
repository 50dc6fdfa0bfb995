import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import pino from 'pino';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, viewerFromAuthorization } from '../authenticate';
import { JwksKeyStore } from '../jwks';
import { VerifiedTokens } from '../verifiedTokens';

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });

function tokenFor(userId: string, claims: Record<string, unknown> = {}, expiresIn = 3600): string {
  return jwt.sign({ name: `name-${userId}`, role: 'user', ...claims }, privateKey, {
    algorithm: 'ES256',
    keyid: 'k1',
    subject: userId,
    issuer: TOKEN_ISSUER,
    audience: TOKEN_AUDIENCE,
    expiresIn,
  });
}

/** identity's keys, counting how often a token needed them (a verification). */
function keyStore(key: KeyObject = publicKey) {
  const keyFor = jest.fn(async (kid: string | undefined) => (kid === 'k1' ? key : undefined));
  return { keyFor } as unknown as JwksKeyStore & { keyFor: typeof keyFor };
}

/** The accounts' session generations, as identity would change them. */
function sessionsOf(generations: Record<string, number>) {
  return { current: jest.fn(async (userId: string) => generations[userId] ?? 0) };
}

describe('viewerFromAuthorization with verified tokens', () => {
  it('verifies a token once and answers its viewer on every request', async () => {
    const keys = keyStore();
    const verified = new VerifiedTokens();
    const header = `Bearer ${tokenFor('u1')}`;
    const sessions = sessionsOf({});
    for (let request = 0; request < 3; request++) {
      expect(await viewerFromAuthorization(header, keys, sessions, verified)).toEqual({
        userId: 'u1',
        name: 'name-u1',
        role: 'user',
      });
    }
    expect(keys.keyFor).toHaveBeenCalledTimes(1);
    expect(sessions.current).toHaveBeenCalledTimes(3);
  });

  it('refuses a remembered token as soon as its session ended, and forgets it', async () => {
    const keys = keyStore();
    const verified = new VerifiedTokens();
    const header = `Bearer ${tokenFor('u2', { gen: 4 })}`;
    const generations = { u2: 4 };
    await viewerFromAuthorization(header, keys, sessionsOf(generations), verified);
    expect(verified.size).toBe(1);
    generations.u2 = 5; // log out everywhere, a ban, a password change...
    await expect(viewerFromAuthorization(header, keys, sessionsOf(generations), verified)).rejects.toThrow(
      'Session ended',
    );
    expect(verified.size).toBe(0);
  });

  it('does not use a remembered token past its expiry', async () => {
    let now = Date.now();
    const verified = new VerifiedTokens(100, () => now);
    const keys = keyStore();
    const header = `Bearer ${tokenFor('u3', {}, 60)}`;
    await viewerFromAuthorization(header, keys, sessionsOf({}), verified);
    now += 61_000;
    expect(verified.get(header.slice('Bearer '.length))).toBeUndefined();
    expect(verified.size).toBe(0);
  });

  it('never remembers a refused token', async () => {
    const keys = keyStore(generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey);
    const verified = new VerifiedTokens();
    for (let request = 0; request < 2; request++) {
      await expect(
        viewerFromAuthorization(`Bearer ${tokenFor('u4')}`, keys, sessionsOf({}), verified),
      ).rejects.toThrow('Invalid token');
    }
    expect(keys.keyFor).toHaveBeenCalledTimes(2);
    expect(verified.size).toBe(0);
  });
});

describe('VerifiedTokens', () => {
  const entry = {
    viewer: { userId: 'u', name: 'n', role: 'user' as const },
    generation: 0,
    expiresAtMs: Infinity,
  };

  it('holds at most its bound, dropping the oldest token first', () => {
    const verified = new VerifiedTokens(2);
    verified.set('a', entry);
    verified.set('b', entry);
    verified.set('c', entry);
    expect([verified.get('a'), verified.get('b'), verified.get('c')].map(Boolean)).toEqual([
      false,
      true,
      true,
    ]);
  });
});

describe('JwksKeyStore.onChange', () => {
  const realFetch = global.fetch;
  afterAll(() => {
    global.fetch = realFetch;
  });

  it('tells when identity publishes another key set, not when a refresh finds the same one', async () => {
    const jwk = (key: KeyObject, kid: string) => ({ ...key.export({ format: 'jwk' }), kid });
    let published = [jwk(publicKey, 'k1')];
    global.fetch = (async () => new Response(JSON.stringify({ keys: published }))) as typeof fetch;
    const store = new JwksKeyStore('http://identity/.well-known/jwks.json', pino({ level: 'silent' }));
    const changed = jest.fn();
    store.onChange(changed);
    await store.refresh();
    await store.refresh();
    expect(changed).toHaveBeenCalledTimes(1);
    published = [jwk(generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey, 'k2')];
    await store.refresh();
    expect(changed).toHaveBeenCalledTimes(2);
  });
});
