import { graphql } from '../../../__generated__';

/**
 * The header's badge: the unread notifications. Kept apart from the inbox screen, so the shell
 * (always loaded) carries only this document, not the social chunk.
 */
export const MY_UNREAD_COUNT = graphql(`
  query MyUnreadCount {
    myUnreadCount
  }
`);

/** How often the badge asks again while the page is open (besides on every navigation). */
export const UNREAD_POLL_MS = 30_000;

/** Whatever changes the count asks for it again. */
export const REFRESH_UNREAD = ['MyUnreadCount'];

/** '3 unread', '99+' beyond two digits. */
export function badgeText(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}
