import type { ContentReleaseResolvers } from '../__generated__/resolvers';
import { displayName } from '../releases/liveEntities';
import { releaseDiff } from '../releases/queries';

const iso = (value: Date | null) => (value ? value.toISOString() : null);
const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export const ContentRelease: ContentReleaseResolvers = {
  createdAt: (release) => release.created_at.toISOString(),
  createdByName: (release) => release.created_by_name,
  scheduledAt: (release) => iso(release.scheduled_at),
  scheduledByName: (release) => release.scheduled_by_name,
  publishedAt: (release) => iso(release.published_at),
  publishedByName: (release) => release.published_by_name,
  contentVersion: (release) => (release.content_version === null ? null : Number(release.content_version)),
  restoresReleaseId: (release) => release.restores_release_id,
  rolledBackById: (release) => release.rolled_back_by_id,
  lastError: (release) => release.last_error,
  diff: async (release, _args, context) =>
    (await releaseDiff(context.deps, release)).map((entry) => ({
      entity: entry.entity,
      entityId: entry.entityId,
      action: entry.action,
      name: displayName(entry.entity, entry.entityId, entry.after ?? entry.before),
      before: json(entry.before),
      after: json(entry.after),
    })),
};
