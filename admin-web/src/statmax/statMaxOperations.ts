import { graphql } from '../__generated__';

export const STAT_MAX_FIELDS = graphql(`
  fragment AdminStatMaxFields on StatMax {
    statShortName
    currentTargetMax
    highestUserValue
    rawTheoreticalMax
    smoothedTheoreticalMax
    capMode
    hardCapValue
    desiredPercent
    contributingItems
  }
`);

export const STAT_MAX_LIST = graphql(`
  query AdminStatMaxList {
    statMaxes {
      ...AdminStatMaxFields
    }
  }
`);

export const SET_CAP_MODE = graphql(`
  mutation AdminSetStatMaxCapMode($statShortName: String!, $capMode: Int!, $hardCapValue: Float) {
    setStatMaxCapMode(statShortName: $statShortName, capMode: $capMode, hardCapValue: $hardCapValue) {
      ...AdminStatMaxFields
    }
  }
`);

export const SET_DESIRED = graphql(`
  mutation AdminSetStatMaxDesired($statShortName: String!, $desired: Int!) {
    setStatMaxDesired(statShortName: $statShortName, desired: $desired) {
      ...AdminStatMaxFields
    }
  }
`);

export const RECALC = graphql(`
  mutation AdminRecalcStatMax($statShortName: String!) {
    recalcStatMax(statShortName: $statShortName) {
      ...AdminStatMaxFields
    }
  }
`);
