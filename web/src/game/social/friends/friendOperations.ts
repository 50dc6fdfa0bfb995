import { graphql } from '../../../__generated__';
import type { MyFriendsQuery } from '../../../__generated__/graphql';

/** The Friends screen in one ask: friends, requests both ways, blocks, the limit and today's gift. */
export const MY_FRIENDS = graphql(`
  query MyFriends {
    myFriends {
      player {
        ...SocialPlayerFields
      }
      since
      giftSentToday
    }
    myFriendRequests {
      incoming {
        id
        from {
          ...SocialPlayerFields
        }
        createdAt
      }
      outgoing {
        id
        to {
          ...SocialPlayerFields
        }
        createdAt
      }
    }
    myBlocks {
      ...SocialPlayerFields
    }
    friendLimits {
      maxFriends
    }
    giftSetting {
      itemId
      amount
      item {
        id
        name
        imageId
      }
    }
  }
`);

export const REQUEST_FRIEND = graphql(`
  mutation RequestFriend($name: String!) {
    requestFriend(name: $name) {
      id
      to {
        userId
        name
      }
    }
  }
`);

export const ANSWER_FRIEND_REQUEST = graphql(`
  mutation AnswerFriendRequest($id: ID!, $accept: Boolean!) {
    answerFriendRequest(id: $id, accept: $accept)
  }
`);

export const CANCEL_FRIEND_REQUEST = graphql(`
  mutation CancelFriendRequest($id: ID!) {
    cancelFriendRequest(id: $id)
  }
`);

export const REMOVE_FRIEND = graphql(`
  mutation RemoveFriend($userId: ID!) {
    removeFriend(userId: $userId)
  }
`);

export const BLOCK_PLAYER = graphql(`
  mutation BlockPlayer($name: String!) {
    blockPlayer(name: $name) {
      userId
      name
    }
  }
`);

export const UNBLOCK_PLAYER = graphql(`
  mutation UnblockPlayer($userId: ID!) {
    unblockPlayer(userId: $userId)
  }
`);

export const SEND_GIFT = graphql(`
  mutation SendGift($friendId: ID!) {
    sendGift(friendId: $friendId) {
      id
    }
  }
`);

export const SEND_GIFTS_TO_ALL = graphql(`
  mutation SendGiftsToAll {
    sendGiftsToAll {
      sent
    }
  }
`);

/** Every friend action changes the Friends screen: it asks again. */
export const REFRESH_FRIENDS = ['MyFriends'];

export type FriendsData = MyFriendsQuery;
export type FriendEntry = MyFriendsQuery['myFriends'][number];
export type IncomingRequest = MyFriendsQuery['myFriendRequests']['incoming'][number];
export type OutgoingRequest = MyFriendsQuery['myFriendRequests']['outgoing'][number];
