import {
  ConflictError,
  NotFoundError,
  ValidationError,
  recordAdminChange,
  requireAdmin,
  type Logger,
} from '@vh/kit';
import type { Caller, ContentDeps } from '../deps';
import { KINDS } from '../domain/kinds';
import type { ReleaseRow } from '../repositories/releaseRepository';
import { parseIsoInstant } from './isoInstant';
import { liveEntity } from './liveEntities';
import { ReleaseRefusedError, lockPublishing, publishReleaseAs } from './publishing';
import { kindOfEntity, restoringChanges, type ReleaseChange } from './releaseModel';
import { deletionsOf, usesOfDeletions } from './usage';

/** A schedule further ahead than this is refused (a typo in the year, not a plan). */
const MAX_SCHEDULE_AHEAD_MS = 366 * 24 * 3600 * 1000;

export async function scheduleRelease(
  deps: ContentDeps,
  caller: Caller,
  releaseId: number,
  at: string,
  now = Date.now(),
): Promise<ReleaseRow> {
  const admin = requireAdmin(caller.viewer);
  const when = parseIsoInstant(at);
  if (!when) {
    throw new ValidationError(
      'at must be an ISO 8601 date-time with its offset, e.g. 2026-12-24T18:00:00Z or 2026-12-24T19:00:00+01:00',
    );
  }
  if (when.getTime() < now - 60_000 || when.getTime() > now + MAX_SCHEDULE_AHEAD_MS) {
    throw new ValidationError('at must be from now to a year ahead');
  }
  return deps.db.transaction(async (trx) => {
    const release = await deps.releases.get(releaseId, trx, 'update');
    if (!release) throw new NotFoundError(`No release with id ${releaseId}`);
    if (release.status !== 'draft' && release.status !== 'scheduled') {
      throw new ConflictError(`Release ${releaseId} is ${release.status}: only a draft is scheduled`);
    }
    if ((await deps.releases.countChanges(releaseId, trx)) === 0) {
      throw new ValidationError(`Release ${releaseId} holds no change`);
    }
    const scheduled = await deps.releases.update(trx, releaseId, {
      status: 'scheduled',
      scheduled_at: when,
      scheduled_by_id: admin.userId,
      scheduled_by_name: admin.name,
      last_error: null,
    });
    await recordAdminChange(trx, {
      actor: admin,
      entity: 'ContentRelease',
      entityId: releaseId,
      action: 'scheduled',
      before: { status: release.status, scheduledAt: release.scheduled_at },
      after: { status: 'scheduled', scheduledAt: when.toISOString() },
      requestId: caller.requestId,
    });
    return scheduled;
  });
}

/** Back to a draft: it can change again and will not be published by the job. */
export async function unscheduleRelease(
  deps: ContentDeps,
  caller: Caller,
  releaseId: number,
): Promise<ReleaseRow> {
  const admin = requireAdmin(caller.viewer);
  return deps.db.transaction(async (trx) => {
    const release = await deps.releases.get(releaseId, trx, 'update');
    if (!release) throw new NotFoundError(`No release with id ${releaseId}`);
    if (release.status !== 'scheduled') throw new ConflictError(`Release ${releaseId} is not scheduled`);
    const draft = await deps.releases.update(trx, releaseId, { status: 'draft', scheduled_at: null });
    await recordAdminChange(trx, {
      actor: admin,
      entity: 'ContentRelease',
      entityId: releaseId,
      action: 'unscheduled',
      before: { status: 'scheduled', scheduledAt: release.scheduled_at },
      after: { status: 'draft' },
      requestId: caller.requestId,
    });
    return draft;
  });
}

export function publishRelease(deps: ContentDeps, caller: Caller, releaseId: number): Promise<ReleaseRow> {
  return publishReleaseAs(deps, caller, releaseId);
}

/**
 * The scheduled-publish job: every release whose time has come is published as the admin who
 * scheduled it. A refused one goes back to draft with the reason in `lastError` for the admin.
 */
export async function publishDueReleases(
  deps: ContentDeps,
  logger: Logger,
  now = new Date(),
): Promise<number> {
  let published = 0;
  for (const release of await deps.releases.due(now, 20)) {
    const caller: Caller = {
      viewer: {
        userId: release.scheduled_by_id!,
        name: release.scheduled_by_name!,
        role: 'admin',
        secondFactor: true,
      },
      requestId: `scheduled-release-${release.id}`,
    };
    try {
      await publishReleaseAs(deps, caller, release.id);
      published += 1;
      logger.info({ releaseId: release.id }, 'scheduled release published');
    } catch (error) {
      if (error instanceof ReleaseRefusedError) {
        await deps.releases.backToDraft(release.id, error.message.slice(0, 2000));
        logger.warn({ releaseId: release.id, err: error }, 'scheduled release refused; back to draft');
      } else {
        // Published meanwhile, or an outage (the game not answering, the database): next period.
        logger.error({ releaseId: release.id, err: error }, 'scheduled release not published yet');
      }
    }
  }
  return published;
}

/** A published release, the start or end point of a rollback. */
async function publishedRelease(deps: ContentDeps, id: number, role: string): Promise<ReleaseRow> {
  const release = await deps.releases.get(id);
  if (!release) throw new NotFoundError(`No release with id ${id}`);
  if (release.status !== 'published' || release.content_version === null) {
    throw new ConflictError(`Release ${id} is ${release.status}: only a published release can be ${role}`);
  }
  return release;
}

/**
 * Rolls the world back to how it was right after release `toId`: a new release holding, for every
 * entity a later release changed, its value before the first of them, published at once; the later
 * releases are marked rolled back. An item the rollback would delete while players hold it stays,
 * hidden (visible false): what players received stays theirs. Other uses refuse the rollback.
 */
export async function rollbackToRelease(
  deps: ContentDeps,
  caller: Caller,
  toId: number,
): Promise<ReleaseRow> {
  const target = await publishedRelease(deps, toId, 'rolled back to');
  return restoreWorld(deps, caller, {
    afterVersion: Number(target.content_version),
    name: `Rollback to release ${toId}: ${target.name}`,
    restores: toId,
    auditedId: toId,
  });
}

/** Undoes release `id` and every release published after it: the world as it was before it. */
export async function undoRelease(deps: ContentDeps, caller: Caller, id: number): Promise<ReleaseRow> {
  const undone = await publishedRelease(deps, id, 'undone');
  return restoreWorld(deps, caller, {
    afterVersion: Number(undone.content_version) - 1,
    name: `Undo release ${id}: ${undone.name}`,
    auditedId: id,
  });
}

async function restoreWorld(
  deps: ContentDeps,
  caller: Caller,
  target: { afterVersion: number; name: string; restores?: number; auditedId: number },
): Promise<ReleaseRow> {
  const admin = requireAdmin(caller.viewer);
  const planned = await deps.db.transaction(async (trx) => {
    const later = await deps.releases.publishedAfter(target.afterVersion, trx);
    if (later.length === 0) throw new ConflictError('That is the live world: nothing to roll back');
    const live = new Map<string, Record<string, unknown> | null>();
    for (const entry of later.flatMap((release) => release.diff ?? [])) {
      const key = `${entry.entity}\u0000${entry.entityId}`;
      if (!live.has(key)) live.set(key, await liveEntity(deps, entry.entity, entry.entityId, trx));
    }
    const changes = restoringChanges(
      later.map((release) => release.diff ?? []),
      (entity, entityId) => live.get(`${entity}\u0000${entityId}`) ?? null,
    );
    return { later, changes };
  });
  if (planned.changes.length === 0) throw new ConflictError('The live world already is as it was then');
  const changes = await keepHeldItems(deps, caller, planned.changes);
  const release = await deps.db.transaction(async (trx) => {
    await lockPublishing(trx);
    const created = await deps.releases.create(trx, {
      name: target.name.slice(0, 100),
      actorId: admin.userId,
      actorName: admin.name,
      restores: target.restores,
    });
    for (const change of changes) {
      await deps.releases.putChange(trx, {
        release_id: created.id,
        entity: change.entity,
        entity_id: change.entityId,
        action: change.action,
        data: change.data,
        base: change.base,
      });
    }
    return created;
  });
  try {
    // Marking the undone releases and the audit entry commit with the publication or not at all.
    await publishReleaseAs(deps, caller, release.id, {
      alsoInTransaction: async (trx, published) => {
        await deps.releases.markRolledBack(
          trx,
          planned.later.map((later) => later.id),
          release.id,
        );
        await recordAdminChange(trx, {
          actor: admin,
          entity: 'ContentRelease',
          entityId: target.auditedId,
          action: target.restores ? 'rolledBackTo' : 'undone',
          after: {
            rollbackRelease: release.id,
            undone: planned.later.map((later) => later.id),
            diff: published.diff,
          },
          requestId: caller.requestId,
        });
      },
    });
    return (await deps.releases.get(release.id))!;
  } catch (error) {
    // A refused rollback leaves no release behind: the admin fixes the world and asks again.
    await deps.db.transaction((trx) => deps.releases.delete(trx, release.id));
    throw error;
  }
}

/** A rollback's deletion of an item players hold becomes hiding it: their items stay theirs. */
async function keepHeldItems(
  deps: ContentDeps,
  caller: Caller,
  changes: ReleaseChange[],
): Promise<ReleaseChange[]> {
  const uses = await usesOfDeletions(deps, deletionsOf(changes), caller.requestId);
  const held = new Set(
    uses
      .filter((use) => 'visible' in KINDS[use.deletion.kind].fields)
      .map((use) => `${use.deletion.kind}:${use.deletion.id}`),
  );
  return changes.map((change) => {
    const kind = kindOfEntity(change.entity);
    if (!kind || change.action !== 'deleted' || !held.has(`${kind}:${change.entityId}`)) return change;
    return { ...change, action: 'updated', data: { ...change.base, visible: false } };
  });
}
