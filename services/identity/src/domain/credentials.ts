import { ValidationError } from '@vh/kit';

const USERNAME = /^[A-Za-z0-9_-]{3,20}$/;
/** The spec's pattern: word characters, dots or hyphens; an @; domain labels; a 2-4 letter ending. */
const EMAIL = /^[\w.-]+@([\w-]+\.)+[\w-]{2,4}$/;
const SHA256_HEX = /^[0-9a-fA-F]{64}$/;

export const MESSAGES = {
  username: 'Username must be 3 to 20 characters: letters, digits, _ or -',
  email: 'Please enter a valid email address',
  passwordHash: 'Password must be sent as its SHA-256 hex digest (64 hexadecimal characters)',
  usernameMissing: 'Please enter your username',
} as const;

export function validUsername(name: string): string {
  const trimmed = name.trim();
  if (!USERNAME.test(trimmed)) throw new ValidationError(MESSAGES.username);
  return trimmed;
}

export function validEmail(email: string): string {
  const trimmed = email.trim();
  if (trimmed.length > 254 || !EMAIL.test(trimmed)) throw new ValidationError(MESSAGES.email);
  return trimmed;
}

/** The client sends SHA-256 hex of the password; case is normalised so either hex spelling works. */
export function validPasswordDigest(digest: string): string {
  if (!SHA256_HEX.test(digest)) throw new ValidationError(MESSAGES.passwordHash);
  return digest.toLowerCase();
}
