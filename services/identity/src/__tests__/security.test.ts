import { createPublicKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { newSigningKeySet, rotateSigningKeySet, RETIRED_KEY_GRACE_SECONDS } from '@vh/kit';
import { PasswordHasher } from '../infrastructure/passwordHasher';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, TokenIssuer } from '../infrastructure/tokenIssuer';

describe('PasswordHasher', () => {
  const digest = 'a'.repeat(64);

  it('stores argon2id with the OWASP parameters and verifies only the right digest', async () => {
    const hasher = new PasswordHasher('pepper-of-sixteen-chars');
    const stored = await hasher.hash(digest);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(hasher.verify(stored, digest)).resolves.toBe(true);
    await expect(hasher.verify(stored, 'b'.repeat(64))).resolves.toBe(false);
  });

  it('needs the server-side pepper: the same hash fails under another pepper', async () => {
    const stored = await new PasswordHasher('pepper-of-sixteen-chars').hash(digest);
    await expect(new PasswordHasher('another-pepper-sixteen').verify(stored, digest)).resolves.toBe(false);
  });

  it('asks for a new hash once the parameters have risen, and verifies the old one meanwhile', async () => {
    const before = new PasswordHasher('pepper-of-sixteen-chars', {
      memoryCost: 8192,
      timeCost: 1,
      parallelism: 1,
    });
    const raised = new PasswordHasher('pepper-of-sixteen-chars');
    const stored = await before.hash(digest);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=8192,t=1,p=1\$/);
    expect(before.needsRehash(stored)).toBe(false);
    expect(raised.needsRehash(stored)).toBe(true);
    await expect(raised.verify(stored, digest)).resolves.toBe(true);
    const rehashed = await raised.hash(digest);
    expect(raised.needsRehash(rehashed)).toBe(false);
    await expect(raised.verify(rehashed, digest)).resolves.toBe(true);
    // Another variant or anything unreadable is hashed again too.
    expect(raised.needsRehash(rehashed.replace('$argon2id$', '$argon2i$'))).toBe(true);
    expect(raised.needsRehash('not a hash')).toBe(true);
  });
});

describe('TokenIssuer', () => {
  it('issues ES256 tokens that verify with the published JWK', () => {
    const issuer = new TokenIssuer(undefined, 3600);
    const token = issuer.issue({ userId: 'u1', name: 'alice', role: 'notActivated', sessionGeneration: 3 });
    const [jwk] = issuer.jwks().keys;
    expect(jwt.decode(token, { complete: true })?.header).toMatchObject({ alg: 'ES256', kid: jwk!.kid });
    const key = createPublicKey({ key: jwk as never, format: 'jwk' });
    const claims = jwt.verify(token, key, {
      algorithms: ['ES256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
    });
    expect(claims).toMatchObject({ sub: 'u1', name: 'alice', role: 'notActivated', gen: 3 });
    expect((claims as jwt.JwtPayload).exp! - (claims as jwt.JwtPayload).iat!).toBe(3600);
  });

  it('derives the same key id from the same key on every replica', () => {
    const issuer = new TokenIssuer(undefined, 60);
    expect(new TokenIssuer(issuer.keySet.current, 60).jwk.kid).toBe(issuer.jwk.kid);
    expect(new TokenIssuer({ ...issuer.keySet }, 60).jwks()).toEqual(issuer.jwks());
  });
});

describe('TokenIssuer key rotation', () => {
  const subject = { userId: 'u1', name: 'alice', role: 'user' as const, sessionGeneration: 0 };
  const verify = (token: string, keys: { kid: string }[]) => {
    const { kid } = jwt.decode(token, { complete: true })!.header;
    const jwk = keys.find((key) => key.kid === kid);
    if (!jwk) throw new Error(`kid ${kid} is not published`);
    return jwt.verify(token, createPublicKey({ key: jwk as never, format: 'jwk' }), {
      algorithms: ['ES256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
    });
  };

  it('publishes the next key before it signs, and the old one until its tokens have expired', () => {
    let now = new Date('2026-05-01T10:00:00Z');
    const ttl = 3600;
    const set = newSigningKeySet();
    const issuer = new TokenIssuer(set, ttl, () => now);
    const oldToken = issuer.issue(subject);
    const [current, next] = issuer.jwks().keys;
    expect(issuer.jwks().keys).toHaveLength(2);
    expect(jwt.decode(oldToken, { complete: true })!.header.kid).toBe(current!.kid);

    const rotation = rotateSigningKeySet(set, ttl, now);
    expect(rotation.step).toBe('promoted');
    issuer.use(rotation.value);
    const newToken = issuer.issue(subject);
    expect(jwt.decode(newToken, { complete: true })!.header.kid).toBe(next!.kid);
    const published = issuer.jwks().keys;
    expect(published.map((key) => key.kid)).toEqual([next!.kid, expect.any(String), current!.kid]);
    // Verifiers that fetched the JWKS before the rotation already know the new current key.
    expect(verify(newToken, [current!, next!])).toMatchObject({ sub: 'u1' });
    // The old token still verifies against the JWKS after the rotation.
    expect(verify(oldToken, published)).toMatchObject({ sub: 'u1' });

    // Past the token lifetime and the grace, the retired key is no longer published.
    now = new Date(now.getTime() + (ttl + RETIRED_KEY_GRACE_SECONDS - 1) * 1000);
    expect(issuer.jwks().keys).toHaveLength(3);
    now = new Date(now.getTime() + 2000);
    expect(issuer.jwks().keys.map((key) => key.kid)).not.toContain(current!.kid);
  });

  it('takes a single PEM key as a set without a next key', () => {
    const { current } = newSigningKeySet();
    const issuer = new TokenIssuer(current, 60);
    expect(issuer.jwks().keys).toEqual([issuer.jwk]);
  });
});
