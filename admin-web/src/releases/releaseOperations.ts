import { graphql } from '../__generated__';

export const RELEASE_FIELDS = graphql(`
  fragment AdminReleaseFields on ContentRelease {
    id
    name
    status
    createdAt
    createdByName
    scheduledAt
    scheduledByName
    publishedAt
    publishedByName
    contentVersion
    restoresReleaseId
    rolledBackById
    lastError
    diff {
      entity
      entityId
      action
      name
      before
      after
    }
  }
`);

export const RELEASES = graphql(`
  query AdminReleases($limit: Int) {
    contentReleases(limit: $limit) {
      ...AdminReleaseFields
    }
  }
`);

export const CREATE_RELEASE = graphql(`
  mutation AdminCreateRelease($name: String!) {
    createContentRelease(name: $name) {
      ...AdminReleaseFields
    }
  }
`);

export const PUBLISH_RELEASE = graphql(`
  mutation AdminPublishRelease($id: Int!) {
    publishContentRelease(id: $id) {
      ...AdminReleaseFields
    }
  }
`);

export const SCHEDULE_RELEASE = graphql(`
  mutation AdminScheduleRelease($id: Int!, $at: String!) {
    scheduleContentRelease(id: $id, at: $at) {
      ...AdminReleaseFields
    }
  }
`);

export const UNSCHEDULE_RELEASE = graphql(`
  mutation AdminUnscheduleRelease($id: Int!) {
    unscheduleContentRelease(id: $id) {
      ...AdminReleaseFields
    }
  }
`);

export const DISCARD_RELEASE = graphql(`
  mutation AdminDiscardRelease($id: Int!) {
    discardContentRelease(id: $id) {
      success
      message
    }
  }
`);

export const REVERT_RELEASE_CHANGE = graphql(`
  mutation AdminRevertReleaseChange($id: Int!, $entity: String!, $entityId: String!) {
    revertContentReleaseChange(id: $id, entity: $entity, entityId: $entityId) {
      id
    }
  }
`);

export const ROLLBACK_TO_RELEASE = graphql(`
  mutation AdminRollbackToRelease($toId: Int!) {
    rollbackToContentRelease(toId: $toId) {
      ...AdminReleaseFields
    }
  }
`);

export const UNDO_RELEASE = graphql(`
  mutation AdminUndoRelease($id: Int!) {
    undoContentRelease(id: $id) {
      ...AdminReleaseFields
    }
  }
`);
