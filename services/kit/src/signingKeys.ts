import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { internalSecretsOf } from './auth';

/**
 * Identity's signing keys as one document (JWT_KEYS, or the file JWT_KEYS_FILE names), so a rotation
 * signs nobody out (docs/security.md#rotating-keys-and-secrets):
 * - `current` signs every new access token;
 * - `next` is published in the JWKS before it signs anything, so every verifier already knows it when
 *   a rotation promotes it, whichever replica of identity switches first;
 * - `retired` keys signed tokens that may still be in use: only their public halves are kept, and
 *   published until every token they signed has expired (their retirement + the token lifetime +
 *   RETIRED_KEY_GRACE_SECONDS for replicas that switch late).
 */
export interface SigningKeySet {
  /** PEM of an EC P-256 private key (PKCS#8 or SEC1). */
  current: string;
  next?: string;
  retired: RetiredSigningKey[];
}

export interface RetiredSigningKey {
  /** The public key as a JWK (kty, crv, x, y). */
  jwk: { kty: string; crv: string; x: string; y: string };
  /** When it stopped being current (ISO 8601). */
  retiredAt: string;
}

/** How long after a token's lifetime a retired key stays published: replicas restarted late, clock skew. */
export const RETIRED_KEY_GRACE_SECONDS = 3600;

/** A public key as JWKS publishes it, with its RFC 7638 thumbprint as key id. */
export interface PublicSigningJwk {
  kty: string;
  crv: string;
  x: string;
  y: string;
  kid: string;
  alg: 'ES256';
  use: 'sig';
}

/** The public JWK and key id of a key (private or public): the same on every replica. */
export function publicJwkOf(key: KeyObject): PublicSigningJwk {
  const publicKey = key.type === 'public' ? key : createPublicKey(key);
  const { kty, crv, x, y } = publicKey.export({ format: 'jwk' }) as Record<string, string>;
  if (kty !== 'EC' || crv !== 'P-256' || !x || !y) throw new Error('signing keys must be EC P-256 (ES256)');
  const kid = createHash('sha256').update(JSON.stringify({ crv, kty, x, y })).digest('base64url');
  return { kty, crv, x, y, kid, alg: 'ES256', use: 'sig' };
}

/** A new EC P-256 private key as PKCS#8 PEM. */
export function newSigningKeyPem(): string {
  return generateKeyPairSync('ec', { namedCurve: 'P-256' })
    .privateKey.export({ format: 'pem', type: 'pkcs8' })
    .toString();
}

function privateKeyOf(pem: unknown, field: string): KeyObject {
  if (typeof pem !== 'string' || !pem.includes('PRIVATE KEY'))
    throw new Error(`${field} must be the PEM of an EC P-256 private key`);
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new Error(`${field} is not a readable private key`);
  }
  publicJwkOf(key);
  return key;
}

/** Reads and checks a key set document (JSON); throws with what is wrong. */
export function parseSigningKeySet(text: string): SigningKeySet {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw new Error('the key set is not JSON');
  }
  if (!document || typeof document !== 'object') throw new Error('the key set must be a JSON object');
  const { current, next, retired = [] } = document as Record<string, unknown>;
  privateKeyOf(current, 'current');
  if (next !== undefined) privateKeyOf(next, 'next');
  if (!Array.isArray(retired)) throw new Error('retired must be a list');
  const retiredKeys = retired.map((entry: unknown, index) => {
    const { jwk, retiredAt } = (entry ?? {}) as Partial<RetiredSigningKey>;
    if (!jwk || typeof retiredAt !== 'string' || Number.isNaN(Date.parse(retiredAt)))
      throw new Error(`retired[${index}] needs jwk and retiredAt`);
    try {
      publicJwkOf(createPublicKey({ key: jwk, format: 'jwk' }));
    } catch {
      throw new Error(`retired[${index}].jwk is not an EC P-256 public key`);
    }
    return { jwk: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y }, retiredAt };
  });
  return {
    current: current as string,
    ...(next !== undefined ? { next: next as string } : {}),
    retired: retiredKeys,
  };
}

export function serializeSigningKeySet(set: SigningKeySet): string {
  return `${JSON.stringify(set, null, 2)}\n`;
}

/** A key set of a current key (a new one unless given) and a new next key. */
export function newSigningKeySet(currentPem = newSigningKeyPem()): SigningKeySet {
  return { current: currentPem, next: newSigningKeyPem(), retired: [] };
}

/** Whether a retired key may still have signed a token that has not expired. */
export function retiredKeyInUse(key: RetiredSigningKey, tokenLifetimeSeconds: number, now: Date): boolean {
  const until = Date.parse(key.retiredAt) + (tokenLifetimeSeconds + RETIRED_KEY_GRACE_SECONDS) * 1000;
  return until > now.getTime();
}

export interface Rotation<T> {
  value: T;
  /** `promoted`: the next key (secret) signs from now on; `prepared`: a next one was added, nothing promoted. */
  step: 'promoted' | 'prepared';
}

/**
 * One rotation of a key set: the next key becomes current, a new next key is made and the old current
 * is retired (kept public until its tokens expired; retired keys past that are dropped). A set without
 * a next key only gets one: it must be published everywhere before it may sign (rotate again then).
 */
export function rotateSigningKeySet(
  set: SigningKeySet,
  tokenLifetimeSeconds: number,
  now = new Date(),
): Rotation<SigningKeySet> {
  const retired = set.retired.filter((key) => retiredKeyInUse(key, tokenLifetimeSeconds, now));
  if (!set.next) return { step: 'prepared', value: { ...set, next: newSigningKeyPem(), retired } };
  const { kty, crv, x, y } = publicJwkOf(createPrivateKey(set.current));
  return {
    step: 'promoted',
    value: {
      current: set.next,
      next: newSigningKeyPem(),
      retired: [...retired, { jwk: { kty, crv, x, y }, retiredAt: now.toISOString() }],
    },
  };
}

/** A new internal secret (256 random bits). */
export function newInternalSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * One rotation of the internal secret (GATEWAY_SHARED_SECRET `<current>,<next>,<previous>`): the next
 * secret signs from now on, a new next one is made and the old current one stays accepted as the
 * previous. A single secret only gets a next one (prepared): it must be accepted everywhere first.
 */
export function rotateInternalSecrets(configured: string): Rotation<string> {
  const [current, next] = internalSecretsOf(configured);
  if (!current) throw new Error('no internal secret to rotate');
  if (!next) return { step: 'prepared', value: [current, newInternalSecret()].join(',') };
  return { step: 'promoted', value: [next, newInternalSecret(), current].join(',') };
}
