import { Secret, TOTP } from 'otpauth';

/** What authenticator apps show above the account name. */
export const TOTP_ISSUER = 'Vampire Hunt';
/** RFC 6238 defaults, the ones every authenticator app supports. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** One step either side: a phone clock a little off, or a code typed as it changed. */
const WINDOW = 1;
const CODE = /^\d{6}$/;

const totpOf = (secretBase32: string, accountName = '') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label: accountName,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

/** A new random secret (160 bits, as RFC 4226 recommends), base32 as apps take it by hand. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function isTotpSecret(value: string): boolean {
  try {
    return Secret.fromBase32(value).bytes.length >= 10;
  } catch {
    return false;
  }
}

/** The otpauth:// URI the QR code holds. */
export function totpUri(secretBase32: string, accountName: string): string {
  return totpOf(secretBase32, accountName).toString();
}

/** Six digits, spaces ignored (apps show "123 456"); null for anything else. */
export function normalisedTotpCode(input: string): string | null {
  const code = input.replace(/\s+/g, '');
  return CODE.test(code) ? code : null;
}

/** The time step whose code `code` is, within the window around `nowMs`; null when none matches. */
export function matchingStep(secretBase32: string, code: string, nowMs: number): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: nowMs, window: WINDOW });
  return delta === null ? null : Math.floor(nowMs / 1000 / PERIOD_SECONDS) + delta;
}

/** The code of the step at `nowMs` (the seeded admin's scripts and tests compute theirs the same way). */
export function totpCodeAt(secretBase32: string, nowMs: number): string {
  return totpOf(secretBase32).generate({ timestamp: nowMs });
}
