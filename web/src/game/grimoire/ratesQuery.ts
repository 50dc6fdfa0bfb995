import { graphql } from '../../__generated__';
import type { GrimoireRatesQuery } from '../../__generated__/graphql';

/** Everyone's observed rates on a ground (analytics, from the hunt events; a little behind the game). */
export const GRIMOIRE_RATES = graphql(`
  query GrimoireRates($huntingGroundId: Int!) {
    huntingGroundRates(huntingGroundId: $huntingGroundId) {
      huntingGroundId
      hunts
      enemies {
        enemyId
        observed {
          ...ObservedRateFigure
        }
        drops {
          fights
          items {
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
            observed {
              ...ObservedRateFigure
            }
          }
        }
      }
    }
  }

  fragment ObservedRateFigure on ObservedRate {
    count
    trials
    rate
    low
    high
  }
`);

export type GroundRates = GrimoireRatesQuery['huntingGroundRates'];
export type EnemyRates = GroundRates['enemies'][number];
