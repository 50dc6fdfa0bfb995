import type { NotificationKind } from '../../../__generated__/graphql';

/** What each kind of notification is about, shown as its tag (words, so it reads without colour). */
export const KIND_LABEL: Record<NotificationKind, string> = {
  FRIEND_REQUEST: 'Friends',
  FRIEND_ACCEPTED: 'Friends',
  GIFT_RECEIVED: 'Gift',
  COVEN_INVITATION: 'Coven',
  COVEN_DECISION: 'Coven',
  EXPEDITION_PROGRESS: 'Expedition',
  EXPEDITION_RESULT: 'Expedition',
  LEAGUE_RESULT: 'League',
  TOURNAMENT_RESULT: 'Tournament',
  SANCTION: 'Sanction',
};

/**
 * A notification's link as a route of this app, or null: only a path on this site ('/friends'),
 * never another origin ('//evil.example', 'https://…'), whatever the server stored.
 */
export function internalLink(link: string | null | undefined): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.includes('\\')) return null;
  return link;
}

/**
 * Where a notification opens: its link, except that expedition news opens the coven's Expedition tab
 * (the service links them to the coven's page, '/coven').
 */
export function notificationRoute(kind: NotificationKind, link: string | null | undefined): string | null {
  const route = internalLink(link);
  if (route === '/coven' && (kind === 'EXPEDITION_PROGRESS' || kind === 'EXPEDITION_RESULT'))
    return '/coven/expedition';
  return route;
}
