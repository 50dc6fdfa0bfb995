import { useMutation } from '@apollo/client/react';
import { failureMessage } from '../../api/errors';
import type { TreasuryKind } from '../../__generated__/graphql';
import { REFRESH_PLAYER } from '../player/meQuery';
import { newIdempotencyKey } from './idempotencyKey';
import { CLAIM_ACHIEVEMENT, CLAIM_COLLECTION, TREASURY_QUERY_NAME } from './treasuryOperations';

export interface ClaimOutcome {
  text: string;
  failed: boolean;
}

const CLAIM_SUCCESS: Record<TreasuryKind, string> = {
  COLLECTIONS: 'Collection successfully claimed! Item added to inventory.',
  ACHIEVEMENTS: 'Achievement successfully claimed! Item added to inventory.',
};

// Refetched after success and failure alike: a refusal ('Already claimed') means the page was stale.
const AFTER_CLAIM = [TREASURY_QUERY_NAME, ...REFRESH_PLAYER];

/** Claims a collection or an achievement, whichever the treasury tab lists, and says how it went. */
export function useTreasuryClaim(kind: TreasuryKind) {
  const [claimCollection, collection] = useMutation(CLAIM_COLLECTION);
  const [claimAchievement, achievement] = useMutation(CLAIM_ACHIEVEMENT);

  const claim = async (itemId: number): Promise<ClaimOutcome> => {
    const idempotencyKey = newIdempotencyKey();
    try {
      const answer =
        kind === 'COLLECTIONS'
          ? (
              await claimCollection({
                variables: { collectionId: itemId, idempotencyKey },
                refetchQueries: AFTER_CLAIM,
              })
            ).data?.claimCollection
          : (
              await claimAchievement({
                variables: { achievementId: itemId, idempotencyKey },
                refetchQueries: AFTER_CLAIM,
              })
            ).data?.claimAchievement;
      if (answer?.success) return { text: CLAIM_SUCCESS[kind], failed: false };
      return { text: answer?.message || failureMessage(null), failed: true };
    } catch (error) {
      return { text: failureMessage(error), failed: true };
    }
  };

  return { claim, claiming: collection.loading || achievement.loading };
}
