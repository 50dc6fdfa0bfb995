import { graphql } from '../__generated__';

/** One audit entry as every service answers it (the shared AdminChange type). */
export const ADMIN_CHANGE_FIELDS = graphql(`
  fragment AdminChangeFields on AdminChange {
    id
    service
    at
    actorId
    actorName
    entity
    entityId
    action
    before
    after
  }
`);

export const CONTENT_CHANGES = graphql(`
  query AdminContentChanges($entity: String, $entityId: String, $limit: Int, $before: Int) {
    contentChanges(entity: $entity, entityId: $entityId, limit: $limit, before: $before) {
      ...AdminChangeFields
    }
  }
`);

export const ACCOUNT_CHANGES = graphql(`
  query AdminAccountChanges($entity: String, $entityId: String, $limit: Int, $before: Int) {
    accountChanges(entity: $entity, entityId: $entityId, limit: $limit, before: $before) {
      ...AdminChangeFields
    }
  }
`);

export const PLAYER_CHANGES = graphql(`
  query AdminPlayerChanges($entity: String, $entityId: String, $limit: Int, $before: Int) {
    playerChanges(entity: $entity, entityId: $entityId, limit: $limit, before: $before) {
      ...AdminChangeFields
    }
  }
`);

export const PACKAGE_CHANGES = graphql(`
  query AdminPackageChanges($entity: String, $entityId: String, $limit: Int, $before: Int) {
    packageChanges(entity: $entity, entityId: $entityId, limit: $limit, before: $before) {
      ...AdminChangeFields
    }
  }
`);

export const COMPETITION_CHANGES = graphql(`
  query AdminCompetitionChanges($entity: String, $entityId: String, $limit: Int, $before: Int) {
    competitionChanges(entity: $entity, entityId: $entityId, limit: $limit, before: $before) {
      ...AdminChangeFields
    }
  }
`);

export const SOCIAL_CHANGES = graphql(`
  query AdminSocialChanges($entity: String, $entityId: String, $limit: Int, $before: Int) {
    socialChanges(entity: $entity, entityId: $entityId, limit: $limit, before: $before) {
      ...AdminChangeFields
    }
  }
`);

export const MARKET_CHANGES = graphql(`
  query AdminMarketChanges($entity: String, $entityId: String, $limit: Int, $before: Int) {
    marketChanges(entity: $entity, entityId: $entityId, limit: $limit, before: $before) {
      ...AdminChangeFields
    }
  }
`);
