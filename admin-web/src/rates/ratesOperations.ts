import { graphql } from '../__generated__';
import type { AdminEnemyDropRatesQuery, AdminHuntingGroundRatesQuery } from '../__generated__/graphql';

/** A hunting ground's observed rates with the configured ones beside them (admins only). */
export const ADMIN_GROUND_RATES = graphql(`
  query AdminHuntingGroundRates($huntingGroundId: Int!) {
    huntingGroundRates(huntingGroundId: $huntingGroundId, configured: true) {
      huntingGroundId
      hunts
      enemies {
        enemyId
        enemy {
          id
          name
        }
        observed {
          count
          trials
          rate
          low
          high
        }
      }
      tables {
        huntingTableId
        huntingTable {
          id
          name
        }
        baitItemId
        rolls
        enemies {
          enemyId
          enemy {
            id
            name
          }
          observed {
            count
            trials
            rate
            low
            high
          }
          configuredShare
          differs
        }
      }
    }
  }
`);

/** An enemy's observed drop rates beside its loot table's chances (admins only). */
export const ADMIN_ENEMY_DROP_RATES = graphql(`
  query AdminEnemyDropRates($enemyId: Int!) {
    enemyDropRates(enemyId: $enemyId, configured: true) {
      enemyId
      fights
      averageLootchance
      items {
        itemId
        item {
          id
          name
        }
        observed {
          count
          trials
          rate
          low
          high
        }
        averageAmount
        configuredChance
        expectedChance
        differs
      }
    }
  }
`);

export type GroundRates = AdminHuntingGroundRatesQuery['huntingGroundRates'];
export type EnemyDropRates = AdminEnemyDropRatesQuery['enemyDropRates'];
export type Observed = NonNullable<EnemyDropRates['items'][number]['observed']>;
