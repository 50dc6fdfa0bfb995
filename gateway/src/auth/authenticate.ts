import jwt from 'jsonwebtoken';
import { SECOND_FACTOR_METHOD, UnauthorizedError, isRoleName, type Viewer } from '@vh/kit/stateless';
import type { JwksKeyStore } from './jwks';
import type { SessionGenerations } from './sessionGenerations';
import type { VerifiedToken, VerifiedTokens } from './verifiedTokens';

export const TOKEN_ISSUER = 'vh-identity';
export const TOKEN_AUDIENCE = 'vh-game';

/** A token's signature, issuer, audience and claims checked against identity's keys; 401 otherwise. */
async function verifyToken(token: string, keys: JwksKeyStore): Promise<VerifiedToken> {
  const decoded = jwt.decode(token, { complete: true });
  if (!decoded || typeof decoded.payload === 'string') throw new UnauthorizedError('Invalid token');
  const key = await keys.keyFor(decoded.header.kid);
  if (!key) throw new UnauthorizedError('Invalid token');
  let claims: jwt.JwtPayload;
  try {
    claims = jwt.verify(token, key, {
      algorithms: ['ES256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
    }) as jwt.JwtPayload;
  } catch (error) {
    throw new UnauthorizedError(error instanceof jwt.TokenExpiredError ? 'Token expired' : 'Invalid token');
  }
  const { sub, name, role, gen, exp, amr } = claims as {
    sub?: string;
    name?: string;
    role?: string;
    gen?: unknown;
    exp?: number;
    amr?: unknown;
  };
  if (!sub || !name || !role || !isRoleName(role)) throw new UnauthorizedError('Invalid token');
  const secondFactor = Array.isArray(amr) && amr.includes(SECOND_FACTOR_METHOD);
  return {
    viewer: { userId: sub, name, role, ...(secondFactor ? { secondFactor } : {}) },
    // Tokens from before generations existed count as generation 0, the first one of every account.
    generation: gen === undefined ? 0 : gen,
    expiresAtMs: typeof exp === 'number' ? exp * 1000 : 0,
  };
}

/**
 * Verifies a bearer token against identity's JWKS (once per token while `verified` remembers it) and
 * the account's session generation (every time). No header: anonymous (null). A header that is
 * malformed, forged, expired or undecodable, or a token whose session has ended (ban, deletion, role,
 * name or password change, log out everywhere): 401.
 */
export async function viewerFromAuthorization(
  header: string | undefined,
  keys: JwksKeyStore,
  sessions: Pick<SessionGenerations, 'current'>,
  verified: VerifiedTokens,
): Promise<Viewer | null> {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) throw new UnauthorizedError('Malformed Authorization header');
  const token = match[1]!;
  let entry = verified.get(token);
  if (!entry) {
    entry = await verifyToken(token, keys);
    // A token without an expiry is never remembered (identity always sets one).
    if (entry.expiresAtMs > 0) verified.set(token, entry);
  }
  if (entry.generation !== (await sessions.current(entry.viewer.userId))) {
    verified.forget(token);
    throw new UnauthorizedError('Session ended');
  }
  return entry.viewer;
}
