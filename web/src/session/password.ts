import { sha256 } from 'js-sha256';

/** The client never sends a password itself: only its SHA-256 hex (the server hashes it again). */
export function hashPassword(password: string): string {
  return sha256(password);
}
