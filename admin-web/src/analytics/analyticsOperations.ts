import { graphql } from '../__generated__';

/**
 * The daily records (newest first, enough for the longest chart range) and the packages their
 * purchases name: the list, the detail and the charts all read this one answer.
 */
export const ANALYTICS_RECORDS = graphql(`
  query AdminAnalyticsRecords($limit: Int!) {
    analyticsRecords(limit: $limit) {
      ...AnalyticsRecordFields
    }
    premiumPackages {
      id
      name
      usd
    }
  }
`);
