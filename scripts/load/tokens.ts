import { createHash, createPrivateKey, createPublicKey, randomUUID, sign, type KeyObject } from 'node:crypto';
import { PASSWORD_METHOD, SECOND_FACTOR_METHOD, signInternalToken, type RoleName } from '@vh/kit';

/** Must match services/identity/src/infrastructure/tokenIssuer.ts, or the gateway refuses the token. */
const TOKEN_ISSUER = 'vh-identity';
const TOKEN_AUDIENCE = 'vh-game';
/** Longer than any run, so no token expires mid-measurement. */
const TOKEN_TTL_SECONDS = 24 * 3600;

export interface PlayerIdentity {
  userId: string;
  name: string;
  /** The role its token carries: players are users, the admin scenario's players admins. */
  role: RoleName;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The key id identity publishes in its JWKS: the RFC 7638 thumbprint of the public key. */
function keyIdOf(privateKey: KeyObject): string {
  const { crv, kty, x, y } = createPublicKey(privateKey).export({ format: 'jwk' }) as Record<string, string>;
  return createHash('sha256').update(JSON.stringify({ crv, kty, x, y })).digest('base64url');
}

/**
 * Returns a function minting player access tokens the way identity signs them (ES256 with identity's
 * key and kid, same claims), so players need no registration or login (argon2 would dominate set-up).
 */
export function playerTokenMinter(privateKeyPem: string): (player: PlayerIdentity) => string {
  const privateKey = createPrivateKey(privateKeyPem);
  const header = base64url({ alg: 'ES256', typ: 'JWT', kid: keyIdOf(privateKey) });
  return (player) => {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      name: player.name,
      role: player.role,
      // Admins as after their second factor (docs/security.md): the admin pages need it.
      amr: player.role === 'admin' ? [PASSWORD_METHOD, SECOND_FACTOR_METHOD] : [PASSWORD_METHOD],
      iat: now,
      exp: now + TOKEN_TTL_SECONDS,
      aud: TOKEN_AUDIENCE,
      iss: TOKEN_ISSUER,
      sub: player.userId,
    };
    const signingInput = `${header}.${base64url(claims)}`;
    // JWS wants the raw r||s signature, not Node's default DER encoding.
    const signature = sign('sha256', Buffer.from(signingInput), {
      key: privateKey,
      dsaEncoding: 'ieee-p1363',
    });
    return `${signingInput}.${signature.toString('base64url')}`;
  };
}

/** What a service puts in x-internal-auth for the game's internal routes (the exchange call). */
export function serviceToken(secret: string): string {
  return signInternalToken({ viewer: null, requestId: randomUUID(), clientIp: '', service: 'load' }, secret);
}

/** What the gateway forwards for a signed-in player: lets the hunt benchmark call the subgraph directly. */
export function viewerToken(player: PlayerIdentity, secret: string): string {
  return signInternalToken(
    {
      viewer: {
        userId: player.userId,
        name: player.name,
        role: player.role,
        ...(player.role === 'admin' ? { secondFactor: true } : {}),
      },
      requestId: randomUUID(),
      clientIp: '127.0.0.1',
    },
    secret,
  );
}
