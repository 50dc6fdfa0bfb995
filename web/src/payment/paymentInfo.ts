/** What a payment carries besides its package (spec 001 sections 3 and 4). */

/** additionalInfo of a gift: buyForUserName_{name}. */
export const GIFT_PREFIX = 'buyForUserName_';

/** The additionalInfo that makes a payment a gift to this player. */
export function giftInfo(recipient: string): string {
  return `${GIFT_PREFIX}${recipient.trim()}`;
}

/** The player a payment's additionalInfo names as gift recipient, or null for an own purchase. */
export function giftRecipient(additionalInfo: string | null | undefined): string | null {
  if (!additionalInfo?.startsWith(GIFT_PREFIX)) return null;
  return additionalInfo.slice(GIFT_PREFIX.length).trim() || null;
}

interface ProviderLink {
  rel: string;
  href: string;
}

/** The provider's approval page, where the player confirms (or resumes) a payment. */
export function approveLink(links: readonly ProviderLink[] | null | undefined): string | null {
  return links?.find((link) => link.rel === 'approve')?.href ?? null;
}
