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
      id
      name
      flavorText
      imageId
      animatedImageId
      visible
      sequence
      regionId
      xpReqired
      travelCost {
        name
        value
        nameRef {
          id
          name
          shortName
          imageId
        }
      }
      keyIdRef {
        id
        name
        imageId
      }
      specialBaitItemIdRefs {
        id
        name
        imageId
      }
      currencyRef {
        id
        name
        shortName
        imageId
      }
    }
  }
`);

export type Region = WorldRegionsQuery['regions'][number];
export type HuntingGround = WorldHuntingGroundsQuery['huntingGroundsOfRegion'][number];
