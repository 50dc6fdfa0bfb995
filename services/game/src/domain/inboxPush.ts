/**
 * Web pushes of inbox news (docs/reminders.md#inbox-news): which group of the player's choice each
 * inbox kind belongs to, whether news may still be pushed, and what the notification says. Pure;
 * the consumer of social's NotificationCreated feeds it.
 */
export const INBOX_PUSH_GROUPS = ['friends', 'gifts', 'coven', 'expeditions', 'competition'] as const;
export type InboxPushGroup = (typeof INBOX_PUSH_GROUPS)[number];

/** Social's NotificationKind names by group; a kind not listed here is never pushed. */
const GROUP_OF_KIND: Readonly<Record<string, InboxPushGroup>> = {
  FRIEND_REQUEST: 'friends',
  FRIEND_ACCEPTED: 'friends',
  GIFT_RECEIVED: 'gifts',
  COVEN_INVITATION: 'coven',
  COVEN_DECISION: 'coven',
  EXPEDITION_PROGRESS: 'expeditions',
  EXPEDITION_RESULT: 'expeditions',
  LEAGUE_RESULT: 'competition',
  TOURNAMENT_RESULT: 'competition',
};

export function inboxPushGroupOf(kind: string): InboxPushGroup | null {
  return Object.hasOwn(GROUP_OF_KIND, kind) ? GROUP_OF_KIND[kind]! : null;
}

/**
 * News older than this when the game reads it (the consumer was behind: an outage, a week's 100,000
 * league results) stays in the inbox without a push: a phone does not light up for old news.
 */
export const INBOX_PUSH_LATE_SECONDS = 60 * 60;

export function isInboxNewsPushable(occurredAt: number, now: number): boolean {
  return now - occurredAt <= INBOX_PUSH_LATE_SECONDS;
}

/** What the service worker shows (web/public/sw.js): the inbox line's own words and link. */
export interface InboxPushPayload {
  kind: 'inbox';
  /** Social's NotificationKind. */
  inboxKind: string;
  title: string;
  body: string;
  /** One notification per inbox line: a repeat replaces it instead of stacking. */
  tag: string;
  /** A path of the game: the line's link, or the inbox. */
  url: string;
}

export function buildInboxPushPayload(notification: {
  notificationId: bigint;
  kind: string;
  title: string;
  body: string;
  link: string;
}): InboxPushPayload {
  const { link } = notification;
  const samePath = link.startsWith('/') && !link.startsWith('//') && !link.includes('\\');
  return {
    kind: 'inbox',
    inboxKind: notification.kind,
    title: notification.title,
    body: notification.body,
    tag: `vh-inbox-${notification.notificationId}`,
    url: samePath ? link : '/inbox',
  };
}
