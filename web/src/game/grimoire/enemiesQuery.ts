import { graphql } from '../../__generated__';
import type { GrimoireEnemiesOfGroundQuery } from '../../__generated__/graphql';

/** The server already orders them by rarity, then name. */
export const GRIMOIRE_ENEMIES = graphql(`
  query GrimoireEnemiesOfGround($huntingGroundId: Int!) {
    enemiesOfHuntingGround(huntingGroundId: $huntingGroundId) {
      ...GrimoireEnemyFields
      enemyTypeRef {
        id
      }
      enemyRarityRef {
        id
        name
      }
    }
  }
`);

export type GrimoireEnemy = GrimoireEnemiesOfGroundQuery['enemiesOfHuntingGround'][number];
