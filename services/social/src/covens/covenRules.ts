/** The covens' rules that need no database (docs/social.md#covens). */
import { BadRequestError } from '@vh/kit';

/** A captain and up to 11 others; the database's check (covens_size) holds the same bound. */
export const MAX_MEMBERS = 12;
export const COVEN_NAME_MIN = 3;
export const COVEN_NAME_MAX = 32;
/** Pending invitations a coven may have out, and join requests it may be waiting to answer. */
export const MAX_PENDING_INVITATIONS = 30;
export const MAX_PENDING_JOIN_REQUESTS = 50;
/** Join requests one player may have waiting at once. */
export const MAX_JOIN_REQUESTS_PER_PLAYER = 10;

export type CovenRole = 'captain' | 'officer' | 'member';
export type GraphCovenRole = 'CAPTAIN' | 'OFFICER' | 'MEMBER';

export const graphRole = (role: CovenRole): GraphCovenRole => role.toUpperCase() as GraphCovenRole;
export const storedRole = (role: GraphCovenRole): CovenRole => role.toLowerCase() as CovenRole;

/** Who runs the coven day to day: invitations, join requests, the board, kicking members. */
export const LEADERS: readonly CovenRole[] = ['captain', 'officer'];

/** Officers kick members; the captain kicks anyone else. */
export function mayKick(actor: CovenRole, target: CovenRole): boolean {
  if (actor === 'captain') return target !== 'captain';
  return actor === 'officer' && target === 'member';
}

// Control characters (a newline included) have no place in a one-line name.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * A coven's name as stored, and its key: trimmed, inner runs of spaces made one, 3 to 32 characters
 * (code points, as PostgreSQL counts). The key (lower case) is unique among covens not disbanded.
 */
export function checkedCovenName(raw: string): { name: string; key: string } {
  const name = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
  const length = [...name].length;
  if (length < COVEN_NAME_MIN || length > COVEN_NAME_MAX) {
    throw new BadRequestError(`A coven's name has ${COVEN_NAME_MIN} to ${COVEN_NAME_MAX} characters`);
  }
  if (CONTROL.test(name)) throw new BadRequestError("A coven's name cannot hold control characters");
  return { name, key: covenNameKey(name) };
}

export const covenNameKey = (name: string) => name.toLowerCase();
