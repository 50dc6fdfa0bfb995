import { graphql } from '../../../__generated__';
import type { MyGiftsQuery } from '../../../__generated__/graphql';

export const GIFT_FIELDS = graphql(`
  fragment GiftFields on Gift {
    id
    from {
      userId
      name
    }
    itemId
    item {
      id
      name
      imageId
      rarityRef {
        id
        colorHex
      }
    }
    amount
    sentAt
    expiresAt
    status
  }
`);

/** The gifts waiting for the player, today's claims and whether gifts are open. */
export const MY_GIFTS = graphql(`
  query MyGifts {
    myGifts {
      waiting {
        ...GiftFields
      }
      claimedToday
      claimLimit
      setting {
        itemId
        amount
        item {
          id
          name
        }
      }
    }
  }
`);

export const CLAIM_GIFT = graphql(`
  mutation ClaimGift($id: ID!) {
    claimGift(id: $id) {
      ...GiftFields
    }
  }
`);

export const CLAIM_ALL_GIFTS = graphql(`
  mutation ClaimAllGifts {
    claimAllGifts {
      claimed {
        ...GiftFields
      }
      remainingToday
    }
  }
`);

export type GiftBox = MyGiftsQuery['myGifts'];
export type WaitingGift = GiftBox['waiting'][number];
