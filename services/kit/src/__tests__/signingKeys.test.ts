import { createPrivateKey } from 'node:crypto';
import { UnauthorizedError } from '../errors';
import { signInternalToken, verifyInternalToken } from '../auth';
import {
  newSigningKeySet,
  parseSigningKeySet,
  publicJwkOf,
  rotateInternalSecrets,
  rotateSigningKeySet,
  serializeSigningKeySet,
  RETIRED_KEY_GRACE_SECONDS,
} from '../signingKeys';

const kidOf = (pem: string) => publicJwkOf(createPrivateKey(pem)).kid;

describe('signing key sets', () => {
  it('round-trip through their JSON document and refuse what is not a key set', () => {
    const set = newSigningKeySet();
    expect(parseSigningKeySet(serializeSigningKeySet(set))).toEqual(set);
    expect(() => parseSigningKeySet('nope')).toThrow('not JSON');
    expect(() => parseSigningKeySet('{}')).toThrow('current must be the PEM');
    expect(() =>
      parseSigningKeySet(
        JSON.stringify({ ...set, next: '-----BEGIN PRIVATE KEY-----\nx\n-----END PRIVATE KEY-----' }),
      ),
    ).toThrow('next is not a readable private key');
    expect(() => parseSigningKeySet(JSON.stringify({ ...set, retired: [{ jwk: {} }] }))).toThrow(
      'retired[0]',
    );
  });

  it('promote the next key, make a new next one and retire the old current one', () => {
    const set = newSigningKeySet();
    const now = new Date('2026-05-01T10:00:00Z');
    const rotated = rotateSigningKeySet(set, 86_400, now);
    expect(rotated.step).toBe('promoted');
    expect(rotated.value.current).toBe(set.next);
    expect(kidOf(rotated.value.next!)).not.toBe(kidOf(set.current));
    expect(rotated.value.retired).toEqual([
      { jwk: expect.objectContaining({ kty: 'EC', crv: 'P-256' }), retiredAt: now.toISOString() },
    ]);
    expect(publicJwkOf(createPrivateKey(set.current)).x).toBe(rotated.value.retired[0]!.jwk.x);

    // A later rotation drops retired keys whose tokens have all expired.
    const later = new Date(now.getTime() + (86_400 + RETIRED_KEY_GRACE_SECONDS + 1) * 1000);
    const again = rotateSigningKeySet(rotated.value, 86_400, later).value;
    expect(again.retired.map((key) => key.retiredAt)).toEqual([later.toISOString()]);
  });

  it('only add a next key to a set without one (it must be published before it signs)', () => {
    const { current } = newSigningKeySet();
    const prepared = rotateSigningKeySet({ current, retired: [] }, 3600);
    expect(prepared.step).toBe('prepared');
    expect(prepared.value.current).toBe(current);
    expect(prepared.value.next).toBeDefined();
    expect(prepared.value.retired).toEqual([]);
  });
});

describe('rotating the internal secret', () => {
  const identity = { viewer: null, requestId: 'r', clientIp: '', service: 'economy' };

  it('promotes next to current and keeps the old current as previous', () => {
    expect(rotateInternalSecrets('current-secret-0123456789')).toMatchObject({
      step: 'prepared',
      value: expect.stringMatching(/^current-secret-0123456789,[\w-]{43}$/),
    });
    const { step, value } = rotateInternalSecrets('current-secret-0123456789,next-secret-0123456789');
    expect(step).toBe('promoted');
    expect(value).toMatch(/^next-secret-0123456789,[\w-]{43},current-secret-0123456789$/);
  });

  it('fails no call while processes switch one by one: each accepts the other side', () => {
    const before = 'current-secret-0123456789,next-secret-0123456789';
    const after = rotateInternalSecrets(before).value;
    const fromOld = signInternalToken(identity, before);
    const fromNew = signInternalToken(identity, after);
    expect(verifyInternalToken(fromOld, after).service).toBe('economy');
    expect(verifyInternalToken(fromNew, before).service).toBe('economy');
    // Two rotations later the first secret is no longer accepted.
    const twice = rotateInternalSecrets(after).value;
    expect(() => verifyInternalToken(fromOld, twice)).toThrow(UnauthorizedError);
  });
});
