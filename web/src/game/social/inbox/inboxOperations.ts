import { graphql } from '../../../__generated__';
import type { MyInboxQuery } from '../../../__generated__/graphql';

/** A page of the inbox, newest first (`before`: the oldest id shown, for the next page). */
export const MY_INBOX = graphql(`
  query MyInbox($limit: Int, $before: ID) {
    myInbox(limit: $limit, before: $before) {
      notifications {
        id
        kind
        title
        body
        link
        createdAt
        read
      }
      unread
    }
  }
`);

export const MARK_NOTIFICATIONS_READ = graphql(`
  mutation MarkNotificationsRead($ids: [ID!]) {
    markNotificationsRead(ids: $ids)
  }
`);

export type Notification = MyInboxQuery['myInbox']['notifications'][number];
