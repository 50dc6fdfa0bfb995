import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import {
  PASSWORD_METHOD,
  SECOND_FACTOR_METHOD,
  newSigningKeySet,
  publicJwkOf,
  retiredKeyInUse,
  type PublicSigningJwk,
  type RoleName,
  type SigningKeySet,
} from '@vh/kit';
import { roleNameOf, type UserRecord } from '../domain/userView';

export const TOKEN_ISSUER = 'vh-identity';
export const TOKEN_AUDIENCE = 'vh-game';

interface ActiveKeys {
  set: SigningKeySet;
  signingKey: KeyObject;
  /** The current key's public JWK; its kid (RFC 7638 thumbprint) is the same on every replica. */
  current: PublicSigningJwk;
  next: PublicSigningJwk | null;
  retired: { jwk: PublicSigningJwk; key: SigningKeySet['retired'][number] }[];
}

function activeKeysOf(set: SigningKeySet): ActiveKeys {
  const signingKey = createPrivateKey(set.current);
  return {
    set,
    signingKey,
    current: publicJwkOf(signingKey),
    next: set.next ? publicJwkOf(createPrivateKey(set.next)) : null,
    retired: set.retired.map((key) => ({
      key,
      jwk: publicJwkOf(createPublicKey({ key: key.jwk, format: 'jwk' })),
    })),
  };
}

/**
 * Signs players' access tokens with ES256 under the key set's current key and publishes the JWKS:
 * the current key, the next one (before it ever signs) and the retired ones whose tokens may still be
 * in use (docs/security.md#rotating-keys-and-secrets). `use` switches to a rotated set at run time.
 */
export class TokenIssuer {
  private keys: ActiveKeys;

  constructor(
    /** A key set, one PEM private key (a set without a next key), or nothing: a set made for this process. */
    keys: SigningKeySet | string | undefined,
    private readonly ttlSeconds: number,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.keys = activeKeysOf(
      typeof keys === 'string' ? { current: keys, retired: [] } : (keys ?? newSigningKeySet()),
    );
  }

  /** The current key's public JWK (its kid names every token signed now). */
  get jwk(): PublicSigningJwk {
    return this.keys.current;
  }

  get keySet(): SigningKeySet {
    return this.keys.set;
  }

  /** Signs with `set` from now on; throws (keeping the keys before) when a key cannot be read. */
  use(set: SigningKeySet): void {
    this.keys = activeKeysOf(set);
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
    const { signingKey, current } = this.keys;
    return jwt.sign(claims, signingKey, {
      algorithm: 'ES256',
      keyid: current.kid,
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

  /** Current, next, then the retired keys that may have signed a token still valid. */
  jwks(): { keys: PublicSigningJwk[] } {
    const { current, next, retired } = this.keys;
    const now = this.now();
    const published = [current, ...(next ? [next] : [])];
    for (const { jwk, key } of retired) {
      if (retiredKeyInUse(key, this.ttlSeconds, now) && !published.some((known) => known.kid === jwk.kid))
        published.push(jwk);
    }
    return { keys: published };
  }
}
