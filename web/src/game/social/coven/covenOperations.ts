import { graphql } from '../../../__generated__';
import type {
  CovenBoardQuery,
  CovenLadderQuery,
  CovenOfficeQuery,
  FindCovensQuery,
  MyCovenQuery,
  MyCovenInvitationsQuery,
} from '../../../__generated__/graphql';

/** What a coven's card shows wherever it is listed (search, ladder, invitations). */
export const COVEN_CARD_FIELDS = graphql(`
  fragment CovenCardFields on Coven {
    id
    name
    emblemImageId
    open
    memberCount
    maxMembers
  }
`);

/** The viewer's coven (null: in none) with its members; the officers' lists are asked apart. */
export const MY_COVEN = graphql(`
  query MyCoven {
    myCoven {
      ...CovenCardFields
      createdAt
      seasonPoints
      ladderRank
      myRole
      members {
        player {
          ...SocialPlayerFields
        }
        role
        joinedAt
        seasonPoints
      }
    }
  }
`);

/** Join requests and invitations sent: the captain's and officers' only (others are refused). */
export const COVEN_OFFICE = graphql(`
  query CovenOffice {
    myCoven {
      id
      joinRequests {
        id
        player {
          ...SocialPlayerFields
        }
        createdAt
      }
      invitations {
        id
        player {
          userId
          name
        }
        invitedBy {
          userId
          name
        }
        createdAt
      }
    }
  }
`);

export const MY_COVEN_INVITATIONS = graphql(`
  query MyCovenInvitations {
    myCovenInvitations {
      id
      coven {
        ...CovenCardFields
      }
      invitedBy {
        userId
        name
      }
      createdAt
    }
  }
`);

export const FIND_COVENS = graphql(`
  query FindCovens($name: String, $limit: Int) {
    searchCovens(name: $name, limit: $limit) {
      ...CovenCardFields
    }
  }
`);

export const COVEN_LADDER = graphql(`
  query CovenLadder($limit: Int, $offset: Int) {
    covenLadder(limit: $limit, offset: $offset) {
      rows {
        rank
        seasonPoints
        coven {
          ...CovenCardFields
        }
      }
      total
    }
  }
`);

/** The notice board, newest first; `before` pages back from the oldest message shown. */
export const COVEN_BOARD = graphql(`
  query CovenBoard($limit: Int, $before: ID) {
    myCoven {
      id
      myRole
      board(limit: $limit, before: $before) {
        id
        author {
          userId
          name
        }
        body
        createdAt
        reportedByMe
      }
    }
  }
`);

/** Emblems are content images: the emblems' pictures of the item list (any item's image as a fallback). */
export const COVEN_EMBLEMS = graphql(`
  query CovenEmblems {
    items {
      id
      name
      imageId
      typeRef {
        id
        shortName
      }
    }
  }
`);

export const FOUND_COVEN = graphql(`
  mutation FoundCoven($input: CovenInput!) {
    foundCoven(input: $input) {
      id
      name
    }
  }
`);

export const UPDATE_COVEN = graphql(`
  mutation UpdateCoven($input: CovenSettingsInput!) {
    updateCoven(input: $input) {
      id
      emblemImageId
      open
    }
  }
`);

export const INVITE_TO_COVEN = graphql(`
  mutation InviteToCoven($name: String!) {
    inviteToCoven(name: $name) {
      id
      player {
        userId
        name
      }
    }
  }
`);

export const ANSWER_COVEN_INVITATION = graphql(`
  mutation AnswerCovenInvitation($id: ID!, $accept: Boolean!) {
    answerCovenInvitation(id: $id, accept: $accept)
  }
`);

export const REQUEST_TO_JOIN_COVEN = graphql(`
  mutation RequestToJoinCoven($covenId: Int!) {
    requestToJoinCoven(covenId: $covenId) {
      id
    }
  }
`);

export const ANSWER_JOIN_REQUEST = graphql(`
  mutation AnswerJoinRequest($id: ID!, $accept: Boolean!) {
    answerJoinRequest(id: $id, accept: $accept)
  }
`);

export const KICK_FROM_COVEN = graphql(`
  mutation KickFromCoven($userId: ID!) {
    kickFromCoven(userId: $userId)
  }
`);

export const SET_COVEN_ROLE = graphql(`
  mutation SetCovenRole($userId: ID!, $role: CovenRole!) {
    setCovenRole(userId: $userId, role: $role)
  }
`);

export const TRANSFER_CAPTAINCY = graphql(`
  mutation TransferCaptaincy($userId: ID!) {
    transferCaptaincy(userId: $userId)
  }
`);

export const LEAVE_COVEN = graphql(`
  mutation LeaveCoven {
    leaveCoven
  }
`);

export const DISBAND_COVEN = graphql(`
  mutation DisbandCoven {
    disbandCoven
  }
`);

export const POST_TO_BOARD = graphql(`
  mutation PostToBoard($body: String!) {
    postToBoard(body: $body) {
      id
    }
  }
`);

export const DELETE_BOARD_MESSAGE = graphql(`
  mutation DeleteBoardMessage($id: ID!) {
    deleteBoardMessage(id: $id)
  }
`);

/** A change of membership or roles: the coven, the officers' lists, invitations and the badge. */
export const REFRESH_COVEN = ['MyCoven', 'CovenOffice', 'MyCovenInvitations', 'MyUnreadCount'];

export type MyCoven = NonNullable<MyCovenQuery['myCoven']>;
export type CovenMember = MyCoven['members'][number];
export type CovenRole = MyCoven['members'][number]['role'];
export type CovenOffice = NonNullable<CovenOfficeQuery['myCoven']>;
export type CovenInvitation = MyCovenInvitationsQuery['myCovenInvitations'][number];
export type CovenCard = FindCovensQuery['searchCovens'][number];
export type CovenLadderPage = CovenLadderQuery['covenLadder'];
export type BoardMessage = NonNullable<CovenBoardQuery['myCoven']>['board'][number];
