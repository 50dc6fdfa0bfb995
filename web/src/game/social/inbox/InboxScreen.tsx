import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { failureMessage } from '../../../api/errors';
import { Message } from '../../../ui/Message';
import { agoText, hourText } from '../socialText';
import { useNow } from '../useNow';
import { useOutcome } from '../useOutcome';
import { MARK_NOTIFICATIONS_READ, MY_INBOX, type Notification } from './inboxOperations';
import { KIND_LABEL, notificationRoute } from './inboxText';
import { MY_UNREAD_COUNT } from './unreadCount';

const PAGE = 50;

/** Marks these notifications (all when null) read in the cache, with the server's unread count. */
function markedInCache(cache: ApolloCache, ids: readonly string[] | null, unread: number) {
  cache.writeQuery({ query: MY_UNREAD_COUNT, data: { myUnreadCount: unread } });
  cache.updateQuery({ query: MY_INBOX, variables: { limit: PAGE } }, (data) =>
    data
      ? {
          myInbox: {
            ...data.myInbox,
            unread,
            notifications: data.myInbox.notifications.map((notification) =>
              ids === null || ids.includes(notification.id) ? { ...notification, read: true } : notification,
            ),
          },
        }
      : data,
  );
}

/** /inbox: the player's notifications, newest first; unread ones stand out until read or opened. */
export function InboxScreen() {
  const heading = useId();
  const navigate = useNavigate();
  const { data, error, fetchMore } = useQuery(MY_INBOX, {
    variables: { limit: PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const [mark] = useMutation(MARK_NOTIFICATIONS_READ);
  const { busy, run, message } = useOutcome();
  const now = useNow();
  const [olderLoading, setOlderLoading] = useState(false);
  const [noOlder, setNoOlder] = useState(false);
  if (error && !data) return <Message text={failureMessage(error)} failed />;
  if (!data) return <p className="loading">Loading ...</p>;
  const { notifications, unread } = data.myInbox;

  const markRead = (ids: string[] | null) =>
    mark({
      variables: { ids },
      update: (cache, result) => {
        if (typeof result.data?.markNotificationsRead === 'number')
          markedInCache(cache, ids, result.data.markNotificationsRead);
      },
    });

  const open = (notification: Notification) => {
    const link = notificationRoute(notification.kind, notification.link);
    if (!notification.read) void markRead([notification.id]).catch(() => undefined);
    if (link) void navigate(link);
  };

  const older = async () => {
    const last = notifications[notifications.length - 1];
    if (!last) return;
    setOlderLoading(true);
    try {
      const more = await fetchMore({
        variables: { limit: PAGE, before: last.id },
        updateQuery: (previous, { fetchMoreResult }) => ({
          myInbox: {
            ...fetchMoreResult.myInbox,
            notifications: [...previous.myInbox.notifications, ...fetchMoreResult.myInbox.notifications],
          },
        }),
      });
      if ((more.data?.myInbox.notifications.length ?? 0) < PAGE) setNoOlder(true);
    } finally {
      setOlderLoading(false);
    }
  };

  return (
    <div className="social-screen__panels">
      <section className="panel social-screen__panel" aria-labelledby={heading}>
        <div className="social-screen__panel-head">
          <h2 id={heading}>Notifications</h2>
          <p className="social-screen__limit">{unread > 0 ? `${unread} unread` : 'All read'}</p>
        </div>
        <div className="button-row">
          <button
            type="button"
            className="button button--small"
            disabled={busy || unread === 0}
            onClick={() =>
              void run(async () => {
                await markRead(null);
                return 'Every notification is marked read.';
              })
            }
          >
            Mark all read
          </button>
        </div>
        {message}
        {notifications.length === 0 ? (
          <p className="social-screen__empty">
            Nothing yet. Friend requests, gifts, coven news, expeditions and competition results arrive here.
          </p>
        ) : (
          <ol className="inbox-list" aria-label="Notifications">
            {notifications.map((notification) => {
              const link = notificationRoute(notification.kind, notification.link);
              return (
                <li
                  key={notification.id}
                  className={notification.read ? 'inbox-line' : 'inbox-line inbox-line--unread'}
                >
                  <span className={`inbox-line__kind inbox-line__kind--${notification.kind.toLowerCase()}`}>
                    {KIND_LABEL[notification.kind]}
                  </span>
                  <div className="inbox-line__text">
                    {link ? (
                      <button
                        type="button"
                        className="inbox-line__title link-button"
                        onClick={() => open(notification)}
                      >
                        {notification.title}
                      </button>
                    ) : (
                      <span className="inbox-line__title">{notification.title}</span>
                    )}
                    {notification.body && <p className="inbox-line__body">{notification.body}</p>}
                    <time
                      className="inbox-line__time"
                      dateTime={notification.createdAt}
                      title={hourText(notification.createdAt)}
                    >
                      {agoText(notification.createdAt, now)}
                    </time>
                  </div>
                  <div className="inbox-line__actions">
                    {!notification.read && <span className="inbox-line__new">New</span>}
                    {!notification.read && (
                      <button
                        type="button"
                        className="button button--small"
                        aria-label={`Mark read: ${notification.title}`}
                        disabled={busy}
                        onClick={() =>
                          void run(async () => {
                            await markRead([notification.id]);
                            return null;
                          })
                        }
                      >
                        Mark read
                      </button>
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        {notifications.length >= PAGE && !noOlder && (
          <div className="button-row">
            <button
              type="button"
              className="button button--small"
              disabled={olderLoading}
              onClick={() => void older()}
            >
              Older notifications
            </button>
          </div>
        )}
      </section>
    </div>
  );
}
