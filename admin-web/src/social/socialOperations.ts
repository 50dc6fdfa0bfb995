import { graphql } from '../__generated__';
import type { AdminCovenQuery, AdminCovensQuery, AdminGiftSettingQuery } from '../__generated__/graphql';

/** The social service's admin part (docs/social.md): covens, their expeditions, the daily gift. */

export const ADMIN_COVENS = graphql(`
  query AdminCovens($search: String, $limit: Int, $offset: Int) {
    adminCovens(search: $search, limit: $limit, offset: $offset) {
      total
      covens {
        id
        name
        open
        memberCount
        maxMembers
        createdAt
        disbandedAt
      }
    }
  }
`);

export const ADMIN_EXPEDITION_FIELDS = graphql(`
  fragment AdminExpeditionFields on Expedition {
    id
    status
    startedAt
    endsAt
    finishedAt
    formula
    chest {
      currency
      amount
    }
    targets {
      enemyId
      enemy {
        id
        name
      }
      huntingGroundId
      huntingGround {
        id
        name
      }
      required
      caught
    }
    contributions {
      player {
        userId
        name
      }
      catches
      hunts
    }
    shares {
      player {
        userId
        name
      }
      credits
      floor
      amount
      paid
    }
  }
`);

export const ADMIN_COVEN = graphql(`
  query AdminCoven($id: Int!, $expeditions: Int) {
    coven(id: $id) {
      id
      name
      open
      memberCount
      maxMembers
      createdAt
      disbandedAt
      seasonPoints
      ladderRank
      members {
        player {
          userId
          name
          lastSeenHour
        }
        role
        joinedAt
        seasonPoints
      }
    }
    adminExpeditions(covenId: $id, limit: $expeditions) {
      ...AdminExpeditionFields
    }
  }
`);

export const ADMIN_RENAME_COVEN = graphql(`
  mutation AdminRenameCoven($id: Int!, $name: String!) {
    adminRenameCoven(id: $id, name: $name) {
      id
      name
    }
  }
`);

export const ADMIN_DISBAND_COVEN = graphql(`
  mutation AdminDisbandCoven($id: Int!) {
    adminDisbandCoven(id: $id)
  }
`);

export const ADMIN_GIFT_SETTING = graphql(`
  query AdminGiftSetting {
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

export const ADMIN_SET_GIFT_SETTING = graphql(`
  mutation AdminSetGiftSetting($itemId: Int!, $amount: Int!) {
    setGiftSetting(itemId: $itemId, amount: $amount) {
      itemId
      amount
    }
  }
`);

export type AdminCovenRow = AdminCovensQuery['adminCovens']['covens'][number];
export type AdminCovenDetail = NonNullable<AdminCovenQuery['coven']>;
export type AdminExpedition = AdminCovenQuery['adminExpeditions'][number];
export type AdminGiftSetting = NonNullable<AdminGiftSettingQuery['giftSetting']>;
