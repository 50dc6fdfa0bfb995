/** The daily gift's rules (docs/social.md#gifts). */
export const GIFT_CLAIMS_PER_DAY = 20;
export const GIFT_LIFETIME_MS = 7 * 24 * 3600_000;
export const GIFT_AMOUNT_MAX = 100;

/** The UTC calendar day of an instant, as PostgreSQL's date. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Midnight UTC that began the instant's day. */
export const startOfUtcDay = (at: Date) => new Date(`${utcDay(at)}T00:00:00.000Z`);

export type GiftStatus = 'WAITING' | 'CLAIMED' | 'EXPIRED';

export function giftStatus(gift: { claimed_at: Date | null; expires_at: Date }, now: Date): GiftStatus {
  if (gift.claimed_at) return 'CLAIMED';
  return gift.expires_at.getTime() <= now.getTime() ? 'EXPIRED' : 'WAITING';
}
