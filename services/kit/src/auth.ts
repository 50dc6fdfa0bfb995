import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { ForbiddenError, SecondFactorRequiredError, UnauthorizedError } from './errors';
import { PLAYABLE_ROLES, isRoleName, type RoleName } from './roles';

/** Who is calling, as the gateway verified it from the player's token. */
export interface Viewer {
  userId: string;
  name: string;
  role: RoleName;
  /** The session passed the admin second factor (the token's `amr` named `otp`); absent: it did not. */
  secondFactor?: boolean;
}

/** What the gateway tells a subgraph about a call. */
export interface ForwardedIdentity {
  viewer: Viewer | null;
  requestId: string;
  clientIp: string;
  /** Set for service-to-service calls (no player behind them). */
  service?: string;
  /**
   * An admin previewing a draft release (docs/content-releases.md#preview): this call reads the
   * world as the release would make it, and writes nothing.
   */
  preview?: number;
  /**
   * When the request reached the gateway (epoch ms): every service answers it from the content
   * version in force then, so one answer never mixes two versions (docs/content-releases.md).
   */
  asOf?: number;
}

/**
 * The access token's `amr` (RFC 8176 authentication methods): `pwd` always, plus `otp` once the session
 * passed the admin second factor (a TOTP or a recovery code).
 */
export const PASSWORD_METHOD = 'pwd';
export const SECOND_FACTOR_METHOD = 'otp';

export const INTERNAL_AUTH_HEADER = 'x-internal-auth';
const ISSUER = 'vh-gateway';
const AUDIENCE = 'vh-subgraph';
/** Short lifetime: the token only has to survive one gateway -> subgraph hop. */
const INTERNAL_TOKEN_TTL_SECONDS = 60;

interface InternalClaims {
  rid: string;
  ip: string;
  svc?: string;
  name?: string;
  role?: string;
  /** 1 when the viewer's session passed the second factor. */
  mfa?: 1;
  /** The release an admin previews. */
  prv?: number;
  /** When the request reached the gateway (epoch ms). */
  at?: number;
}

/**
 * The internal secret as configured (GATEWAY_SHARED_SECRET): one secret, or a rotation's set
 * `<current>,<next>,<previous>` (docs/security.md#rotating-keys-and-secrets). Tokens are signed with
 * the first and accepted under any of them, so every process may switch to a new set at its own time:
 * the next secret is accepted everywhere before anyone signs with it, the previous one until
 * everyone stopped signing with it.
 */
export function internalSecretsOf(configured: string): string[] {
  return configured
    .split(',')
    .map((secret) => secret.trim())
    .filter(Boolean);
}

/** The most secrets GATEWAY_SHARED_SECRET holds: the current, the next and the previous. */
export const MAX_INTERNAL_SECRETS = 3;

let cachedSecrets: { configured: string; keys: KeyObject[] } | null = null;

/**
 * The configured secrets as KeyObjects, the signing one first, made once: given a string,
 * jsonwebtoken first tries (and fails) to parse it as a PEM key on every call, which cost more than
 * the rest of a gateway hop.
 */
function secretKeys(configured: string): KeyObject[] {
  if (cachedSecrets?.configured !== configured) {
    const keys = internalSecretsOf(configured).map((secret) => createSecretKey(Buffer.from(secret)));
    if (keys.length === 0) throw new Error('no internal secret configured');
    cachedSecrets = { configured, keys };
  }
  return cachedSecrets.keys;
}

/**
 * Signs the identity the gateway forwards, with the current secret (the first of `secret`). Subgraphs
 * accept only calls carrying a valid one, so nothing reaches them around the gateway's authentication.
 */
export function signInternalToken(identity: ForwardedIdentity, secret: string): string {
  const claims: InternalClaims = { rid: identity.requestId, ip: identity.clientIp };
  if (identity.service) claims.svc = identity.service;
  if (identity.preview !== undefined) claims.prv = identity.preview;
  if (identity.asOf !== undefined) claims.at = identity.asOf;
  if (identity.viewer) {
    claims.name = identity.viewer.name;
    claims.role = identity.viewer.role;
    if (identity.viewer.secondFactor) claims.mfa = 1;
  }
  return jwt.sign(claims, secretKeys(secret)[0]!, {
    algorithm: 'HS256',
    issuer: ISSUER,
    audience: AUDIENCE,
    expiresIn: INTERNAL_TOKEN_TTL_SECONDS,
    ...(identity.viewer ? { subject: identity.viewer.userId } : {}),
  });
}

/** The token's claims under the first of the secrets whose signature matches; 401 when none does. */
function verifiedClaims(token: string, keys: KeyObject[]): jwt.JwtPayload & Partial<InternalClaims> {
  for (const key of keys) {
    try {
      return jwt.verify(token, key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
      }) as jwt.JwtPayload & Partial<InternalClaims>;
    } catch (error) {
      // Another secret of the set may have signed it; any other fault is final.
      if (!(error instanceof jwt.JsonWebTokenError && error.message === 'invalid signature')) break;
    }
  }
  throw new UnauthorizedError('Calls must come through the gateway');
}

/** A forwarded identity, verified under any of the configured secrets (see internalSecretsOf). */
export function verifyInternalToken(token: string, secret: string): ForwardedIdentity {
  const claims = verifiedClaims(token, secretKeys(secret));
  const viewer =
    claims.sub && claims.name && claims.role && isRoleName(claims.role)
      ? {
          userId: claims.sub,
          name: claims.name,
          role: claims.role,
          ...(claims.mfa === 1 ? { secondFactor: true } : {}),
        }
      : null;
  return {
    viewer,
    requestId: claims.rid ?? '',
    clientIp: claims.ip ?? '',
    ...(claims.svc ? { service: claims.svc } : {}),
    ...(typeof claims.at === 'number' ? { asOf: claims.at } : {}),
    // Only the gateway signs, and only for an admin with the second factor; checked again here.
    ...(typeof claims.prv === 'number' && isAdmin(viewer) ? { preview: claims.prv } : {}),
  };
}

/**
 * The calling service of an internal route (POST /internal/exchange, GET /internal/snapshot...): a
 * valid internal token with a service claim, never a player's forwarded identity; else 401.
 */
export function requireServiceCaller(
  header: string | undefined,
  secret: string,
): ForwardedIdentity & { service: string } {
  const caller = header ? verifyInternalToken(header, secret) : null;
  if (!caller?.service) throw new UnauthorizedError('A service token is required');
  return { ...caller, service: caller.service };
}

/** Who a use case acts for: the forwarded viewer (null when signed out) and the request's id. */
export type Caller = Pick<ForwardedIdentity, 'viewer' | 'requestId' | 'asOf'>;

/** Any signed-in account, including not-yet-activated ones. */
export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw new UnauthorizedError();
  return viewer;
}

/** A signed-in account whose role opens the game. */
export function requirePlayer(viewer: Viewer | null): Viewer {
  const signedIn = requireViewer(viewer);
  if (!PLAYABLE_ROLES.includes(signedIn.role)) {
    throw new ForbiddenError('Your account is not activated');
  }
  return signedIn;
}

/**
 * The one place that decides whether a caller may act as an admin: the admin role, and a session that
 * passed the second factor (docs/security.md). A password-only admin session is a player's.
 */
export function isAdmin(viewer: Viewer | null): boolean {
  return viewer?.role === 'admin' && viewer.secondFactor === true;
}

export function requireAdmin(viewer: Viewer | null): Viewer {
  const signedIn = requireViewer(viewer);
  if (signedIn.role !== 'admin') throw new ForbiddenError('Admin role required');
  if (!isAdmin(signedIn)) throw new SecondFactorRequiredError();
  return signedIn;
}
