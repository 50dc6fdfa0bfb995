import { graphql } from '../../__generated__';
import type { GrimoireEnemiesOfGroundQuery } from '../../__generated__/graphql';

/** The server already orders them by rarity, then name. */
export const GRIMOIRE_ENEMIES = graphql(`
  query GrimoireEnemiesOfGround($huntingGroundId: Int!) {
    enemiesOfHuntingGround(huntingGroundId: $huntingGroundId) {
      id
      name
      imageId
      animatedImageId
      flavorText
      enemyTypeRef {
        id
        name
        imageId
      }
      enemyRarityRef {
        id
        name
        shortName
        colorHex
      }
      playerTimesHunted
      globalTimesHunted
    }
  }
`);

export type GrimoireEnemy = GrimoireEnemiesOfGroundQuery['enemiesOfHuntingGround'][number];
