import { graphql } from '../../__generated__';

/** Collections or achievements with their trophies; ownedAmount tells what the player holds. */
export const TREASURY_ENTRIES = graphql(`
  query TreasuryEntries($kind: TreasuryKind!) {
    treasury(kind: $kind) {
      item {
        ...ItemFields
        ownedAmount
      }
      trophies {
        ...TrophyFields
      }
    }
  }
`);

export const CLAIM_COLLECTION = graphql(`
  mutation TreasuryClaimCollection($collectionId: Int!, $idempotencyKey: String) {
    claimCollection(collectionId: $collectionId, idempotencyKey: $idempotencyKey) {
      success
      message
    }
  }
`);

export const CLAIM_ACHIEVEMENT = graphql(`
  mutation TreasuryClaimAchievement($achievementId: Int!, $idempotencyKey: String) {
    claimAchievement(achievementId: $achievementId, idempotencyKey: $idempotencyKey) {
      success
      message
    }
  }
`);

/** Refetched after a claim: the entries (the item is now owned) and the player. */
export const TREASURY_QUERY_NAME = 'TreasuryEntries';
