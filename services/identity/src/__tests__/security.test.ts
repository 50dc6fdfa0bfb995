import { createPublicKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
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
    const pem = (issuer as unknown as { privateKey: import('node:crypto').KeyObject }).privateKey
      .export({ format: 'pem', type: 'pkcs8' })
      .toString();
    expect(new TokenIssuer(pem, 60).jwk.kid).toBe(issuer.jwk.kid);
  });
});
