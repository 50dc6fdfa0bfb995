import { graphql } from '../__generated__';

export const STAT_MAX_LIST = graphql(`
  query AdminStatMaxList {
    statMaxes {
      ...StatMaxFields
    }
  }
`);

export const SET_CAP_MODE = graphql(`
  mutation AdminSetStatMaxCapMode($statShortName: String!, $capMode: Int!, $hardCapValue: Float) {
    setStatMaxCapMode(statShortName: $statShortName, capMode: $capMode, hardCapValue: $hardCapValue) {
      ...StatMaxFields
    }
  }
`);

export const SET_DESIRED = graphql(`
  mutation AdminSetStatMaxDesired($statShortName: String!, $desired: Int!) {
    setStatMaxDesired(statShortName: $statShortName, desired: $desired) {
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
