import { decodeToken, storedToken } from '../../../web/src/session/token';

/** Where everyone who is not a signed-in admin goes: the player web's landing route. */
export const OUTSIDE = '/';

/**
 * The admin web reads the token the player web stored at sign-in (same origin, same key and claims):
 * only a decodable, unexpired token with the admin role opens it. The server refuses admin calls
 * from anyone else on its own; this only keeps others from seeing the screens.
 */
export function isAdminSignedIn(token: string | null = storedToken()): boolean {
  if (!token) return false;
  const decoded = decodeToken(token);
  return decoded.kind === 'session' && decoded.session.role === 'admin';
}
