import jwt from 'jsonwebtoken';
import { newRecoveryCodes, normalisedRecoveryCode } from '../domain/recoveryCodes';
import {
  isTotpSecret,
  matchingStep,
  newTotpSecret,
  normalisedTotpCode,
  totpCodeAt,
  totpUri,
} from '../domain/totp';
import { SecondFactorKeys } from '../infrastructure/secondFactorKeys';
import { TokenIssuer } from '../infrastructure/tokenIssuer';

const STEP_MS = 30_000;
const now = Date.UTC(2026, 0, 1, 12, 0, 10);
const stepAt = (ms: number) => Math.floor(ms / STEP_MS);

describe('TOTP (RFC 6238)', () => {
  const secret = newTotpSecret();

  it('makes 160-bit base32 secrets and an otpauth URI apps read', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(isTotpSecret(secret)).toBe(true);
    expect(isTotpSecret('not base32!')).toBe(false);
    const uri = new URL(totpUri(secret, 'admin'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Vampire Hunt');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
  });

  it('matches the RFC 6238 test vector (SHA1, 59 s)', () => {
    // "12345678901234567890" in base32; the RFC's 8-digit value is 94287082, six digits 287082.
    expect(totpCodeAt('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000)).toBe('287082');
  });

  it('answers the step of a code within one step either side, and nothing further off', () => {
    expect(matchingStep(secret, totpCodeAt(secret, now), now)).toBe(stepAt(now));
    expect(matchingStep(secret, totpCodeAt(secret, now - STEP_MS), now)).toBe(stepAt(now) - 1);
    expect(matchingStep(secret, totpCodeAt(secret, now + STEP_MS), now)).toBe(stepAt(now) + 1);
    const farOff = totpCodeAt(secret, now - 3 * STEP_MS);
    const nearby = [-1, 0, 1].map((offset) => totpCodeAt(secret, now + offset * STEP_MS));
    if (!nearby.includes(farOff)) expect(matchingStep(secret, farOff, now)).toBeNull();
    expect(matchingStep(newTotpSecret(), totpCodeAt(secret, now), now)).toBeNull();
  });

  it('reads six digits as apps show them, and nothing else', () => {
    expect(normalisedTotpCode(' 123 456 ')).toBe('123456');
    for (const wrong of ['12345', '1234567', '12345a', '', 'abcde-fghjk']) {
      expect(normalisedTotpCode(wrong)).toBeNull();
    }
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes of 50 bits, shown as two halves', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
  });

  it('are read in any case with dashes and spaces ignored, and refused when they cannot be one', () => {
    expect(normalisedRecoveryCode(' AB3DE-F6HJK ')).toBe('ab3def6hjk');
    expect(normalisedRecoveryCode('ab3de f6hjk')).toBe('ab3def6hjk');
    for (const wrong of ['ab3de-f6hj', 'ab3de-f6hjkk', 'abcde-fghil', '123456']) {
      expect(normalisedRecoveryCode(wrong)).toBeNull();
    }
  });
});

describe('SecondFactorKeys', () => {
  const keys = new SecondFactorKeys('pepper-of-sixteen-chars');

  it('seals secrets so only the same server secret opens them, and detects tampering', () => {
    const sealed = keys.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(keys.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(keys.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => new SecondFactorKeys('another-pepper-sixteen').open(sealed)).toThrow();
    const [version, iv, tag, body] = sealed.split('.') as [string, string, string, string];
    const flipped = `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`;
    expect(() => keys.open([version, iv, tag, flipped].join('.'))).toThrow();
    expect(() => keys.open('plain')).toThrow('not a sealed secret');
  });

  it('hashes recovery codes per account and per server secret', () => {
    const hash = keys.codeHash('u1', 'ab3def6hjk');
    expect(hash).toBe(keys.codeHash('u1', 'ab3def6hjk'));
    expect(hash).not.toContain('ab3def6hjk');
    expect(keys.codeHash('u2', 'ab3def6hjk')).not.toBe(hash);
    expect(new SecondFactorKeys('another-pepper-sixteen').codeHash('u1', 'ab3def6hjk')).not.toBe(hash);
  });
});

describe('access token amr claim', () => {
  const issuer = new TokenIssuer(undefined, 60);
  const subject = { userId: 'u1', name: 'admin', role: 'admin' as const, sessionGeneration: 0 };

  it('names the password only, plus otp once the second factor passed', () => {
    expect(jwt.decode(issuer.issue(subject))).toMatchObject({ amr: ['pwd'] });
    expect(jwt.decode(issuer.issue({ ...subject, secondFactor: true }))).toMatchObject({
      amr: ['pwd', 'otp'],
    });
  });
});
