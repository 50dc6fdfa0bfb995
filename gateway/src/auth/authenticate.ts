import jwt from 'jsonwebtoken';
import { UnauthorizedError, isRoleName, type Viewer } from '@vh/kit/stateless';
import type { JwksKeyStore } from './jwks';
import type { SessionGenerations } from './sessionGenerations';

export const TOKEN_ISSUER = 'vh-identity';
export const TOKEN_AUDIENCE = 'vh-game';

/**
 * Verifies a bearer token against identity's JWKS and the account's session generation. No header:
 * anonymous (null). A header that is malformed, forged, expired or undecodable, or a token whose
 * session has ended (ban, deletion, role, name or password change, log out everywhere): 401.
 */
export async function viewerFromAuthorization(
  header: string | undefined,
  keys: JwksKeyStore,
  sessions: Pick<SessionGenerations, 'current'>,
): Promise<Viewer | null> {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match) throw new UnauthorizedError('Malformed Authorization header');
  const token = match[1]!;
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
  const { sub, name, role, gen } = claims as { sub?: string; name?: string; role?: string; gen?: unknown };
  if (!sub || !name || !role || !isRoleName(role)) throw new UnauthorizedError('Invalid token');
  // Tokens from before generations existed count as generation 0, the first one of every account.
  const generation = gen === undefined ? 0 : gen;
  if (generation !== (await sessions.current(sub))) throw new UnauthorizedError('Session ended');
  return { userId: sub, name, role };
}
