import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, viewerFromAuthorization } from '../authenticate';
import type { JwksKeyStore } from '../jwks';
import { VerifiedTokens } from '../verifiedTokens';

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const keys = { keyFor: async (kid?: string) => (kid === 'k1' ? publicKey : undefined) } as JwksKeyStore;
const sessions = { current: async () => 0 };

const bearer = (claims: Record<string, unknown>) =>
  `Bearer ${jwt.sign({ name: 'admin', role: 'admin', gen: 0, ...claims }, privateKey, {
    algorithm: 'ES256',
    keyid: 'k1',
    subject: 'u1',
    issuer: TOKEN_ISSUER,
    audience: TOKEN_AUDIENCE,
    expiresIn: 60,
  })}`;

const viewerOf = (claims: Record<string, unknown>) =>
  viewerFromAuthorization(bearer(claims), keys, sessions, new VerifiedTokens());

describe('viewerFromAuthorization: the second factor', () => {
  it('marks the viewer only when the token amr names otp', async () => {
    await expect(viewerOf({ amr: ['pwd', 'otp'] })).resolves.toEqual({
      userId: 'u1',
      name: 'admin',
      role: 'admin',
      secondFactor: true,
    });
    for (const amr of [['pwd'], undefined, 'otp', [{ otp: true }]]) {
      const viewer = await viewerOf({ amr });
      expect(viewer).toEqual({ userId: 'u1', name: 'admin', role: 'admin' });
    }
  });
});
