import { jwtDecode } from 'jwt-decode';

export const TOKEN_KEY = 'token';
const READ_ATTEMPTS = 10;
const READ_INTERVAL_MS = 100;
/** Dispatched on this window when the token changes (storage events only reach other tabs). */
export const TOKEN_CHANGED = 'vh-token-changed';

/** The roles tokens carry and those that open the game shell: contracts' (roles.ts). */
export { PLAYABLE_ROLES, type RoleName } from '@vh/contracts/client';

export interface Session {
  token: string;
  userId: string;
  name: string;
  role: string;
}

interface Claims {
  sub?: string;
  name?: string;
  role?: string;
  exp?: number;
}

export function storedToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  window.dispatchEvent(new Event(TOKEN_CHANGED));
}

export function removeToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  window.dispatchEvent(new Event(TOKEN_CHANGED));
}

/** Logout and any 401: the token goes and the page reloads on the landing route. */
export function logout(): void {
  localStorage.removeItem(TOKEN_KEY);
  window.location.assign('/');
}

/** The token may be written just after a login callback: read it up to 10 times, 100 ms apart. */
export async function readTokenWithRetries(): Promise<string | null> {
  for (let attempt = 0; attempt < READ_ATTEMPTS; attempt++) {
    const token = storedToken();
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, READ_INTERVAL_MS));
  }
  return null;
}

type Decoded = { kind: 'session'; session: Session } | { kind: 'undecodable' } | { kind: 'expired' };

export function decodeToken(token: string, nowSeconds = Date.now() / 1000): Decoded {
  let claims: Claims | null;
  try {
    claims = jwtDecode<Claims | null>(token);
  } catch {
    return { kind: 'undecodable' };
  }
  // A payload of `null` (or any non-object) decodes without error but carries no claims.
  if (!claims?.sub || !claims.role) return { kind: 'undecodable' };
  if (claims.exp !== undefined && claims.exp <= nowSeconds) return { kind: 'expired' };
  return {
    kind: 'session',
    session: { token, userId: claims.sub, name: claims.name ?? '', role: claims.role },
  };
}

/** Whether a stored token is an admin's (the server decides what it may do; this only shapes calls). */
export function isAdminToken(token: string): boolean {
  const decoded = decodeToken(token);
  return decoded.kind === 'session' && decoded.session.role === 'admin';
}
