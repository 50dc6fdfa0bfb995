import { graphql } from '../../__generated__';

export const TRAVEL_TO_HUNTING_GROUND = graphql(`
  mutation TravelToHuntingGround($huntingGroundId: Int!) {
    travel(huntingGroundId: $huntingGroundId) {
      success
      message
    }
  }
`);
