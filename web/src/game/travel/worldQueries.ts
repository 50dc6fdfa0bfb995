import { graphql } from '../../__generated__';
import type { WorldHuntingGroundsQuery, WorldRegionsQuery } from '../../__generated__/graphql';

/** Regions with what travelling into them demands (the server checks region and ground alike). */
export const WORLD_REGIONS = graphql(`
  query WorldRegions {
    regions {
      id
      name
      imageId
      animatedImageId
      sequence
      visible
      xpReqired
      keyIdRef {
        id
        name
        imageId
      }
    }
  }
`);

/** The grounds of one region with everything the travel detail shows. */
export const WORLD_HUNTING_GROUNDS = graphql(`
  query WorldHuntingGrounds($regionId: Int!) {
    huntingGroundsOfRegion(regionId: $regionId) {
      ...ClientHuntingGroundFields
      visible
      travelCost {
        name
        nameRef {
          id
          shortName
        }
      }
      currencyRef {
        id
      }
    }
  }
`);

export type Region = WorldRegionsQuery['regions'][number];
export type HuntingGround = WorldHuntingGroundsQuery['huntingGroundsOfRegion'][number];
