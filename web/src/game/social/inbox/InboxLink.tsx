import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { MY_UNREAD_COUNT, UNREAD_POLL_MS, badgeText } from './unreadCount';

/**
 * The header's way to the inbox with the unread count: asked every 30 s while the page is open and
 * again on each navigation (an action elsewhere may have brought news); the inbox's own actions write
 * the count they answer.
 */
export function InboxLink() {
  const { pathname } = useLocation();
  const { data, refetch } = useQuery(MY_UNREAD_COUNT, {
    pollInterval: UNREAD_POLL_MS,
    fetchPolicy: 'cache-and-network',
    // A missed poll is no news: the badge keeps its last count and asks again.
    errorPolicy: 'ignore',
  });
  // The first screen's ask is the query's own; each navigation after it asks again.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    void refetch().catch(() => undefined);
  }, [pathname, refetch]);
  const unread = data?.myUnreadCount ?? 0;
  return (
    <NavLink
      to="/inbox"
      className="button button--small button--quiet inbox-link"
      aria-label={unread > 0 ? `Inbox, ${unread} unread` : 'Inbox'}
    >
      Inbox
      {unread > 0 && (
        <span className="inbox-link__badge" aria-hidden="true">
          {badgeText(unread)}
        </span>
      )}
    </NavLink>
  );
}
