import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import jwt from 'jsonwebtoken';
import { PASSWORD_METHOD, SECOND_FACTOR_METHOD, type RoleName } from '@vh/kit';
import { roleNameOf, type UserRecord } from '../domain/userView';

export const TOKEN_ISSUER = 'vh-identity';
export const TOKEN_AUDIENCE = 'vh-game';

interface PublicJwk {
  kty: string;
  crv: string;
  x: string;
  y: string;
  kid: string;
  alg: 'ES256';
  use: 'sig';
}

/** Signs players' access tokens with ES256 and publishes the public key as a JWKS. */
export class TokenIssuer {
  private readonly privateKey: KeyObject;
  readonly jwk: PublicJwk;

  constructor(
    privateKeyPem: string | undefined,
    private readonly ttlSeconds: number,
  ) {
    this.privateKey = privateKeyPem
      ? createPrivateKey(privateKeyPem)
      : generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const publicJwk = createPublicKey(this.privateKey).export({ format: 'jwk' }) as Record<string, string>;
    const { kty, crv, x, y } = publicJwk as { kty: string; crv: string; x: string; y: string };
    // RFC 7638 thumbprint: stable key id for the same key on every replica.
    const kid = createHash('sha256').update(JSON.stringify({ crv, kty, x, y })).digest('base64url');
    this.jwk = { kty, crv, x, y, kid, alg: 'ES256', use: 'sig' };
  }

  issue(subject: {
    userId: string;
    name: string;
    role: RoleName;
    sessionGeneration: number;
    /** The session passed the second factor: `amr` names `otp` too, which admin operations need. */
    secondFactor?: boolean;
  }): string {
    const claims = {
      name: subject.name,
      role: subject.role,
      gen: subject.sessionGeneration,
      amr: subject.secondFactor ? [PASSWORD_METHOD, SECOND_FACTOR_METHOD] : [PASSWORD_METHOD],
    };
    return jwt.sign(claims, this.privateKey, {
      algorithm: 'ES256',
      keyid: this.jwk.kid,
      subject: subject.userId,
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      expiresIn: this.ttlSeconds,
    });
  }

  /** A token for the account as it is now: its name, role and session generation. */
  issueFor(user: UserRecord, secondFactor = false): string {
    return this.issue({
      userId: user.id,
      name: user.name,
      role: roleNameOf(user.role),
      sessionGeneration: user.session_generation,
      secondFactor,
    });
  }

  jwks(): { keys: PublicJwk[] } {
    return { keys: [this.jwk] };
  }
}
