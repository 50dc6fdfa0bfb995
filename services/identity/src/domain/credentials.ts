import { ACCOUNT_RULES, wholeValue } from '@vh/contracts/client';
import { ValidationError } from '@vh/kit';

const USERNAME = wholeValue(ACCOUNT_RULES.username);
/** The spec's pattern: word characters, dots or hyphens; an @; domain labels; a 2-4 letter ending. */
const EMAIL = wholeValue(ACCOUNT_RULES.email);
const SHA256_HEX = wholeValue(ACCOUNT_RULES.passwordDigest);

export const MESSAGES = {
  username: ACCOUNT_RULES.username.message,
  email: ACCOUNT_RULES.email.message,
  passwordHash: ACCOUNT_RULES.passwordDigest.message,
  usernameMissing: 'Please enter your username',
} as const;

export function validUsername(name: string): string {
  const trimmed = name.trim();
  if (!USERNAME.test(trimmed)) throw new ValidationError(MESSAGES.username);
  return trimmed;
}

export function validEmail(email: string): string {
  const trimmed = email.trim();
  if (trimmed.length > ACCOUNT_RULES.email.maxLength || !EMAIL.test(trimmed))
    throw new ValidationError(MESSAGES.email);
  return trimmed;
}

/** The client sends SHA-256 hex of the password; case is normalised so either hex spelling works. */
export function validPasswordDigest(digest: string): string {
  if (!SHA256_HEX.test(digest)) throw new ValidationError(MESSAGES.passwordHash);
  return digest.toLowerCase();
}
