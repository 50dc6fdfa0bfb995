import { jwtDecode } from 'jwt-decode';
import { decodeToken, storedToken } from '@vh/web-kit/token';

/** Where everyone who is not a signed-in admin goes: the player web's landing route. */
export const OUTSIDE = '/';

/** The token's authentication methods: `otp` once the session passed the second factor. */
const SECOND_FACTOR_METHOD = 'otp';

export type AdminSessionState = 'outside' | 'needsSecondFactor' | 'admin';

function passedSecondFactor(token: string): boolean {
  try {
    const { amr } = jwtDecode<{ amr?: unknown }>(token);
    return Array.isArray(amr) && amr.includes(SECOND_FACTOR_METHOD);
  } catch {
    return false;
  }
}

/**
 * The admin web reads the token the player web stored at sign-in (same origin, same key and claims):
 * only a decodable, unexpired token with the admin role opens it, and until that session passed the
 * second factor it asks for the code (or enrolment) first. The server refuses admin calls from
 * anyone else on its own; this only decides what the screens show.
 */
export function adminSessionState(token: string | null = storedToken()): AdminSessionState {
  if (!token) return 'outside';
  const decoded = decodeToken(token);
  if (decoded.kind !== 'session' || decoded.session.role !== 'admin') return 'outside';
  return passedSecondFactor(token) ? 'admin' : 'needsSecondFactor';
}
