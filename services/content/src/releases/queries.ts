import { NotFoundError, ValidationError, requireAdmin } from '@vh/kit';
import type { Caller, ContentDeps } from '../deps';
import type { ReleaseRow } from '../repositories/releaseRepository';
import { liveEntity } from './liveEntities';
import { changeOfRow } from './publishing';
import type { DiffEntry, ReleaseStatus } from './releaseModel';

const STATUSES: ReleaseStatus[] = ['draft', 'scheduled', 'published', 'rolledBack'];

export async function listReleases(
  deps: ContentDeps,
  caller: Caller,
  filter: {
    status?: string | null;
    includeImmediate?: boolean | null;
    limit?: number | null;
    before?: number | null;
  },
): Promise<ReleaseRow[]> {
  requireAdmin(caller.viewer);
  if (filter.status != null && !STATUSES.includes(filter.status as ReleaseStatus)) {
    throw new ValidationError(`status must be one of ${STATUSES.join(', ')}`);
  }
  const limit = filter.limit ?? 50;
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    throw new ValidationError('limit must be 1 to 100');
  if (filter.before != null && (!Number.isInteger(filter.before) || filter.before < 1)) {
    throw new ValidationError('before must be a release id of at least 1');
  }
  return deps.releases.list({
    statuses: filter.status ? [filter.status as ReleaseStatus] : STATUSES,
    includeImmediate: filter.includeImmediate ?? false,
    limit,
    before: filter.before ?? undefined,
  });
}

export async function getRelease(deps: ContentDeps, caller: Caller, id: number): Promise<ReleaseRow> {
  requireAdmin(caller.viewer);
  const release = await deps.releases.get(id);
  if (!release) throw new NotFoundError(`No release with id ${id}`);
  return release;
}

/**
 * A release's diff, entity by entity: a published one's as it was published; a draft's against the
 * live world now (before: live, after: what the release makes of it).
 */
export async function releaseDiff(deps: ContentDeps, release: ReleaseRow): Promise<DiffEntry[]> {
  if (release.diff) return release.diff;
  const diff: DiffEntry[] = [];
  for (const change of (await deps.releases.changes(release.id)).map(changeOfRow)) {
    const before = await liveEntity(deps, change.entity, change.entityId);
    diff.push({
      entity: change.entity,
      entityId: change.entityId,
      action: change.action,
      before,
      after: change.data,
    });
  }
  return diff;
}
