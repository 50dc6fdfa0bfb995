import { graphql } from '../../__generated__';
import type { MySanctionsQuery } from '../../__generated__/graphql';

/** The player's sanctions, newest first (identity). */
export const MY_SANCTIONS = graphql(`
  query MySanctions {
    mySanctions {
      id
      kind
      reason
      note
      startsAt
      endsAt
      inForce
      liftedAt
      liftNote
      canAppeal
      appeal {
        text
        at
        answer
        note
        answeredAt
      }
    }
  }
`);

export const APPEAL_SANCTION = graphql(`
  mutation AppealSanction($id: ID!, $text: String!) {
    appealSanction(id: $id, text: $text) {
      id
      canAppeal
      appeal {
        text
        at
        answer
        note
        answeredAt
      }
    }
  }
`);

/** A board message's report: the reason from the list and the reporter's words. */
export const REPORT_MESSAGE = graphql(`
  mutation ReportMessage($id: ID!, $category: ModerationReason!, $reason: String) {
    reportBoardMessage(id: $id, category: $category, reason: $reason)
  }
`);

export type SanctionView = MySanctionsQuery['mySanctions'][number];
