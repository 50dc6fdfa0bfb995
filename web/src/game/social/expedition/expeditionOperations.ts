import { graphql } from '../../../__generated__';
import type { CovenExpeditionQuery } from '../../../__generated__/graphql';

export const EXPEDITION_FIELDS = graphql(`
  fragment ExpeditionFields on Expedition {
    id
    covenId
    status
    startedAt
    endsAt
    finishedAt
    targets {
      enemyId
      enemy {
        id
        name
        imageId
      }
      huntingGroundId
      huntingGround {
        id
        name
        regionIdRef {
          id
          name
        }
      }
      required
      caught
    }
    chest {
      currency
      amount
    }
    formula
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

/** The coven's running expedition and the last ones (members only). */
export const COVEN_EXPEDITION = graphql(`
  query CovenExpedition {
    myCoven {
      id
      myRole
      expedition {
        ...ExpeditionFields
      }
      pastExpeditions(limit: 5) {
        ...ExpeditionFields
      }
    }
  }
`);

export const START_EXPEDITION = graphql(`
  mutation StartExpedition {
    startExpedition {
      ...ExpeditionFields
    }
  }
`);

export type Expedition = NonNullable<NonNullable<CovenExpeditionQuery['myCoven']>['expedition']>;
export type ExpeditionTarget = Expedition['targets'][number];
