/**
 * The order of a ladder, as one sortable string per player. Higher totals rank first; on equal totals
 * the player who reached the total earlier ranks first; the user id settles the rest. Redis keeps
 * each ladder as a sorted set whose members all score 0, so ZRANGE/ZRANK follow this string order.
 */
export type LadderKind = 'xp' | 'coolness';

export const LADDERS: readonly LadderKind[] = ['xp', 'coolness'];

/** Totals up to 10^15 - 1 sort correctly (far above any XP a player can reach). */
const TOTAL_DIGITS = 15;
const TOTAL_CEILING = 10 ** TOTAL_DIGITS - 1;
const TIME_DIGITS = 13;

interface Standing {
  total: number;
  /** Epoch ms when the total was reached. */
  reachedAtMs: number;
  userId: string;
}

export function ladderMember({ total, reachedAtMs, userId }: Standing): string {
  const inverted = String(TOTAL_CEILING - total).padStart(TOTAL_DIGITS, '0');
  const time = String(Math.max(0, Math.trunc(reachedAtMs))).padStart(TIME_DIGITS, '0');
  return `${inverted}:${time}:${userId}`;
}

export function userIdOfMember(member: string): string {
  return member.slice(member.lastIndexOf(':') + 1);
}

export function totalOfMember(member: string): number {
  return TOTAL_CEILING - Number(member.slice(0, TOTAL_DIGITS));
}

/** Epoch ms when the member's total was reached. */
export function reachedAtOfMember(member: string): number {
  return Number(member.slice(TOTAL_DIGITS + 1, TOTAL_DIGITS + 1 + TIME_DIGITS));
}

/** Only players with a positive total are on a ladder; the rest are 'Unranked'. */
export function isRanked(
  total: number,
  account: { banned: boolean; deleted: boolean; held?: boolean },
): boolean {
  return total > 0 && !account.banned && !account.deleted && !account.held;
}
