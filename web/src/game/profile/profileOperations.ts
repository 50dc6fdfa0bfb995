import { graphql } from '../../__generated__';

/** The e-mail is not part of the shared player query: only this screen shows it. */
export const PROFILE_EMAIL = graphql(`
  query ProfileEmail {
    me {
      id
      email
    }
  }
`);

export const PROFILE_UPDATE_EMAIL = graphql(`
  mutation ProfileUpdateEmail($userId: ID, $password: String!, $email: String!) {
    updateEmail(userId: $userId, password: $password, email: $email) {
      success
      message
    }
  }
`);

export const PROFILE_UPDATE_PASSWORD = graphql(`
  mutation ProfileUpdatePassword($userId: ID, $currentPassword: String!, $newPassword: String!) {
    updatePassword(userId: $userId, currentPassword: $currentPassword, newPassword: $newPassword) {
      success
      message
      accessToken
    }
  }
`);

export const PROFILE_LOGOUT_EVERYWHERE = graphql(`
  mutation ProfileLogoutEverywhere {
    logoutEverywhere {
      success
      message
    }
  }
`);

/** Push reminders (docs/reminders.md): every answer is the player's whole settings. */
export const PUSH_SETTINGS = graphql(`
  query PushSettings {
    pushSettings {
      enabled
      publicKey
      kinds
      inboxGroups
      subscriptions
    }
  }
`);

export const SUBSCRIBE_PUSH = graphql(`
  mutation SubscribePush($subscription: PushSubscriptionInput!) {
    subscribePush(subscription: $subscription) {
      enabled
      publicKey
      kinds
      inboxGroups
      subscriptions
    }
  }
`);

export const UNSUBSCRIBE_PUSH = graphql(`
  mutation UnsubscribePush($endpoint: String!) {
    unsubscribePush(endpoint: $endpoint) {
      enabled
      publicKey
      kinds
      inboxGroups
      subscriptions
    }
  }
`);

export const SET_REMINDER_KINDS = graphql(`
  mutation SetReminderKinds($kinds: [ReminderKind!]!) {
    setReminderKinds(kinds: $kinds) {
      enabled
      publicKey
      kinds
      inboxGroups
      subscriptions
    }
  }
`);

export const SET_INBOX_PUSH_GROUPS = graphql(`
  mutation SetInboxPushGroups($groups: [InboxPushGroup!]!) {
    setInboxPushGroups(groups: $groups) {
      enabled
      publicKey
      kinds
      inboxGroups
      subscriptions
    }
  }
`);

export const PROFILE_REQUEST_ACCOUNT_DELETION = graphql(`
  mutation ProfileRequestAccountDeletion($password: String!) {
    requestAccountDeletion(password: $password) {
      success
      message
    }
  }
`);
