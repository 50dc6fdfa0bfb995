import { createHash, randomBytes } from 'node:crypto';

export type AccountTokenPurpose = 'activation' | 'password_reset' | 'account_deletion';

export const TOKEN_LIFETIME_SECONDS: Record<AccountTokenPurpose, number> = {
  activation: 48 * 3600,
  password_reset: 3600,
  account_deletion: 24 * 3600,
};

/** 256 random bits, URL-safe; only its hash is stored. */
export function newAccountToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashAccountToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** A readable random password (about 95 bits) for the reset mail. */
export function newRandomPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = randomBytes(16);
  return [...bytes].map((byte) => alphabet[byte % alphabet.length]).join('');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
