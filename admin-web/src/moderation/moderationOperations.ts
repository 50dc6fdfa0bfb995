import { graphql } from '../__generated__';
import type { AdminReportQuery, AdminReportsQuery, UserSanctionsQuery } from '../__generated__/graphql';

/** The moderation queue (social) and sanctions (identity): docs/sanctions.md. */

export const ADMIN_REPORTS = graphql(`
  query AdminReports(
    $status: ReportStatus
    $kind: ReportKind
    $assignedToMe: Boolean
    $limit: Int
    $offset: Int
  ) {
    reports(status: $status, kind: $kind, assignedToMe: $assignedToMe, limit: $limit, offset: $offset) {
      total
      reports {
        id
        kind
        status
        reason
        text
        createdAt
        assigneeName
        target {
          userId
          name
        }
      }
    }
  }
`);

export const ADMIN_REPORT_FIELDS = graphql(`
  fragment AdminReportFields on Report {
    id
    kind
    status
    reason
    text
    createdAt
    messageBody
    messageId
    covenId
    sanctionId
    assigneeName
    decision
    decisionNote
    resolvedByName
    resolvedAt
    groupId
    reportsAboutTarget
    reporter {
      userId
      name
    }
    target {
      userId
      name
    }
  }
`);

export const ADMIN_REPORT = graphql(`
  query AdminReport($id: ID!) {
    report(id: $id) {
      ...AdminReportFields
      linked {
        id
        kind
        status
        reason
        text
        messageBody
      }
    }
  }
`);

export const ASSIGN_REPORT = graphql(`
  mutation AssignReport($id: ID!) {
    assignReport(id: $id) {
      ...AdminReportFields
    }
  }
`);

export const LINK_REPORTS = graphql(`
  mutation LinkReports($id: ID!, $to: ID!) {
    linkReports(id: $id, to: $to) {
      ...AdminReportFields
    }
  }
`);

export const RESOLVE_REPORT = graphql(`
  mutation ResolveReport($id: ID!, $decision: ReportDecision!, $note: String, $sanctionId: ID) {
    resolveReport(id: $id, decision: $decision, note: $note, sanctionId: $sanctionId) {
      ...AdminReportFields
    }
  }
`);

export const ADMIN_SANCTION_FIELDS = graphql(`
  fragment AdminSanctionFields on Sanction {
    id
    userId
    userName
    kind
    reason
    note
    startsAt
    endsAt
    inForce
    liftedAt
    liftNote
    decidedBy
    reportIds
    clawbackTournamentIds
    canAppeal
    appeal {
      text
      at
      answer
      note
      answeredAt
    }
  }
`);

export const USER_SANCTIONS = graphql(`
  query UserSanctions($userId: ID!) {
    userSanctions(userId: $userId) {
      ...AdminSanctionFields
    }
  }
`);

export const ADMIN_SANCTION = graphql(`
  query AdminSanction($id: ID!) {
    sanction(id: $id) {
      ...AdminSanctionFields
    }
  }
`);

export const IMPOSE_SANCTION = graphql(`
  mutation ImposeSanction($input: SanctionInput!) {
    imposeSanction(input: $input) {
      ...AdminSanctionFields
    }
  }
`);

export const LIFT_SANCTION = graphql(`
  mutation LiftSanction($id: ID!, $note: String) {
    liftSanction(id: $id, note: $note) {
      ...AdminSanctionFields
    }
  }
`);

export const ANSWER_APPEAL = graphql(`
  mutation AnswerAppeal($id: ID!, $answer: AppealAnswer!, $note: String) {
    answerAppeal(id: $id, answer: $answer, note: $note) {
      ...AdminSanctionFields
    }
  }
`);

export type ReportRowView = AdminReportsQuery['reports']['reports'][number];
export type ReportDetail = NonNullable<AdminReportQuery['report']>;
export type SanctionDetail = UserSanctionsQuery['userSanctions'][number];
