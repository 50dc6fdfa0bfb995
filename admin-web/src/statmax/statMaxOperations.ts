import { graphql } from '../__generated__';

export const STAT_MAX_LIST = graphql(`
  query AdminStatMaxList($release: Int) {
    statMaxes(release: $release) {
      ...StatMaxFields
    }
  }
`);

export const SET_CAP_MODE = graphql(`
  mutation AdminSetStatMaxCapMode(
    $statShortName: String!
    $capMode: Int!
    $hardCapValue: Float
    $release: Int
  ) {
    setStatMaxCapMode(
      statShortName: $statShortName
      capMode: $capMode
      hardCapValue: $hardCapValue
      release: $release
    ) {
      ...StatMaxFields
    }
  }
`);

export const SET_DESIRED = graphql(`
  mutation AdminSetStatMaxDesired($statShortName: String!, $desired: Int!, $release: Int) {
    setStatMaxDesired(statShortName: $statShortName, desired: $desired, release: $release) {
      ...StatMaxFields
    }
  }
`);

export const RECALC = graphql(`
  mutation AdminRecalcStatMax($statShortName: String!) {
    recalcStatMax(statShortName: $statShortName) {
      ...StatMaxFields
    }
  }
`);
