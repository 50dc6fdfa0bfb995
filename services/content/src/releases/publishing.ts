import { isDeepStrictEqual } from 'node:util';
import {
  AppError,
  ConflictError,
  NotFoundError,
  ValidationError,
  recordAdminChange,
  requireAdmin,
  type Knex,
  type Viewer,
} from '@vh/kit';
import type { Caller, ContentDeps } from '../deps';
import type { ContentEntry } from '../domain/entries';
import type { ChangeRow, ReleaseRow } from '../repositories/releaseRepository';
import {
  checkEntryReferences,
  createEntryIn,
  deleteEntryIn,
  updateEntryIn,
  type Publication,
} from '../useCases/contentEntries';
import { deleteSettingIn, saveSettingIn } from '../useCases/settings';
import { applyStatMaxIn, type AuthoredStatMax } from '../useCases/statMax';
import { displayName, liveEntity } from './liveEntities';
import { PendingEntries } from './pendingEntries';
import {
  SETTING_ENTITY,
  kindOfEntity,
  publicationOrder,
  type DiffEntry,
  type ReleaseChange,
  type ReleaseProblem,
} from './releaseModel';
import { deletionsOf, usageProblem, usesOfDeletions } from './usage';

/** A publication refused: every problem names its entity; nothing of the release went live. */
export class ReleaseRefusedError extends ValidationError {
  constructor(readonly problems: ReleaseProblem[]) {
    super(`The release cannot be published: ${problems.map((problem) => problem.message).join('; ')}`, {
      problems,
    });
  }
}

/** Every write to the live world takes this lock: publications never interleave. */
export async function lockPublishing(trx: Knex.Transaction): Promise<void> {
  await trx.raw(`select pg_advisory_xact_lock(hashtext('content-publish'))`);
}

export const changeOfRow = (row: ChangeRow): ReleaseChange => ({
  entity: row.entity,
  entityId: row.entity_id,
  action: row.action,
  data: row.data,
  base: row.base,
});

/** Applies one change to the live world in the publication's transaction. */
async function applyChange(
  deps: ContentDeps,
  trx: Knex.Transaction,
  caller: Caller,
  change: ReleaseChange,
  publication: Publication,
): Promise<ContentEntry | undefined> {
  const kind = kindOfEntity(change.entity);
  const id = Number(change.entityId);
  if (kind) {
    if (change.action === 'created') {
      return createEntryIn(deps, trx, caller, kind, change.data!, { ...publication, presetId: id });
    }
    if (change.action === 'updated') {
      return updateEntryIn(deps, trx, caller, kind, { ...change.data!, id }, publication);
    }
    await deleteEntryIn(deps, trx, caller, kind, id, publication);
    return undefined;
  }
  if (change.entity === SETTING_ENTITY) {
    if (change.action === 'deleted') await deleteSettingIn(deps, trx, caller, change.entityId, publication);
    else await saveSettingIn(deps, trx, caller, change.entityId, String(change.data!.value), publication);
    return undefined;
  }
  await applyStatMaxIn(
    deps,
    trx,
    caller,
    change.entityId,
    change.data as unknown as AuthoredStatMax,
    publication,
  );
  return undefined;
}

function problemOf(
  change: ReleaseChange,
  data: Record<string, unknown> | null,
  error: unknown,
): ReleaseProblem {
  const name = displayName(change.entity, change.entityId, data);
  if (error instanceof AppError)
    return { entity: change.entity, entityId: change.entityId, name, message: `${name}: ${error.message}` };
  if ((error as { code?: string }).code === '23505') {
    return {
      entity: change.entity,
      entityId: change.entityId,
      name,
      message: `${name}: its shortName is taken`,
    };
  }
  throw error;
}

/**
 * Applies a release's changes to the live world inside `trx`, each in a savepoint so that every
 * problem is found, not just the first; then checks every written entry's references against the
 * final world. Answers the diff (live values before and after) and the problems.
 */
export async function applyChanges(
  deps: ContentDeps,
  trx: Knex.Transaction,
  caller: Caller,
  changes: ReleaseChange[],
  version: number,
): Promise<{ diff: DiffEntry[]; problems: ReleaseProblem[] }> {
  const ordered = publicationOrder(changes);
  const pending = new PendingEntries(
    ordered.flatMap((change) => {
      const kind = kindOfEntity(change.entity);
      return kind && change.action === 'created'
        ? [{ kind, id: Number(change.entityId), data: change.data! }]
        : [];
    }),
  );
  const publication: Publication = { version, pending };
  const diff: DiffEntry[] = [];
  const problems: ReleaseProblem[] = [];
  const written: ContentEntry[] = [];
  for (const change of ordered) {
    const before = await liveEntity(deps, change.entity, change.entityId, trx);
    if (change.action !== 'created' && !isDeepStrictEqual(before, change.base)) {
      const name = displayName(change.entity, change.entityId, before ?? change.base);
      problems.push({
        entity: change.entity,
        entityId: change.entityId,
        name,
        message: `${name} changed in the live world after it entered this release: take it out and edit it again`,
      });
      continue;
    }
    try {
      const entry = await trx.transaction((savepoint) =>
        applyChange(deps, savepoint, caller, change, publication),
      );
      if (entry) written.push(entry);
      const after = await liveEntity(deps, change.entity, change.entityId, trx);
      diff.push({ entity: change.entity, entityId: change.entityId, action: change.action, before, after });
    } catch (error) {
      problems.push(problemOf(change, change.data ?? change.base, error));
    }
  }
  for (const entry of written) {
    try {
      await checkEntryReferences(deps, trx, entry);
    } catch (error) {
      const change = ordered.find((c) => c.entityId === String(entry.id))!;
      problems.push(problemOf(change, entry.data, error));
    }
  }
  return { diff, problems };
}

/** The actor of a publication: the admin who asked, or for a scheduled one the admin who scheduled it. */
export function actorCaller(viewer: Viewer, requestId: string): Caller {
  return { viewer, requestId };
}

/**
 * Publishes a draft or scheduled release: the game is asked first whether players still use what it
 * deletes, then one transaction writes every change, bumps the content version once and marks the
 * release published with its diff. Any problem refuses the whole release (422 naming the entries).
 */
export async function publishReleaseAs(
  deps: ContentDeps,
  caller: Caller,
  releaseId: number,
  options: {
    dryRun?: boolean;
    /** More writes of the same transaction (a rollback marks what it undid): all or nothing. */
    alsoInTransaction?: (trx: Knex.Transaction, published: ReleaseRow) => Promise<void>;
  } = {},
): Promise<ReleaseRow> {
  const admin = requireAdmin(caller.viewer);
  const release = await deps.releases.get(releaseId);
  if (!release) throw new NotFoundError(`No release with id ${releaseId}`);
  const asked = deletionsOf((await deps.releases.changes(releaseId)).map(changeOfRow));
  const uses = await usesOfDeletions(deps, asked, caller.requestId);
  const publishedRow = await deps.db.transaction(async (trx) => {
    await lockPublishing(trx);
    const locked = await deps.releases.get(releaseId, trx, 'update');
    if (!locked) throw new NotFoundError(`No release with id ${releaseId}`);
    // Read again under the lock: a draft edit committed since the first read is published too, and
    // the game's answer holds only for the deletions it was asked about.
    const changes = (await deps.releases.changes(releaseId, trx)).map(changeOfRow);
    if (deletionKeys(deletionsOf(changes)) !== deletionKeys(asked)) {
      throw new ConflictError(`Release ${releaseId} changed while it was being published: publish it again`);
    }
    if (locked.status !== 'draft' && locked.status !== 'scheduled') {
      throw new ConflictError(
        `Release ${releaseId} is ${locked.status}: only a draft or a scheduled release is published`,
      );
    }
    if (changes.length === 0) throw new ValidationError(`Release ${releaseId} holds no change`);
    const version = await deps.entries.bumpVersion(trx);
    const { diff, problems } = await applyChanges(deps, trx, caller, changes, version);
    problems.push(...uses.map(usageProblem));
    if (problems.length > 0) throw new ReleaseRefusedError(problems);
    if (options.dryRun) throw new DryRunDone(diff);
    const published = await deps.releases.update(trx, releaseId, {
      status: 'published',
      published_at: new Date(),
      published_by_id: admin.userId,
      published_by_name: admin.name,
      content_version: version,
      diff,
      last_error: null,
    });
    await recordAdminChange(trx, {
      actor: admin,
      entity: 'ContentRelease',
      entityId: releaseId,
      action: 'published',
      before: null,
      after: { name: release.name, contentVersion: version, diff },
      requestId: caller.requestId,
    });
    await options.alsoInTransaction?.(trx, published);
    // Last, as it commits: in force once every service has had time to load it.
    await deps.entries.activateAt(trx, Date.now() + deps.activationDelayMs);
    return published;
  });
  await deps.afterPublish();
  return publishedRow;
}

function deletionKeys(deletions: { kind: string; id: number }[]): string {
  return deletions
    .map((deletion) => `${deletion.kind}:${deletion.id}`)
    .sort()
    .join(',');
}

/** Ends a validation run's transaction without committing it. */
class DryRunDone extends Error {
  constructor(readonly diff: DiffEntry[]) {
    super('dry run');
  }
}

/**
 * What publishing the release now would refuse, without publishing it: the publication runs in a
 * transaction that is always rolled back.
 */
export async function releaseProblems(
  deps: ContentDeps,
  caller: Caller,
  releaseId: number,
): Promise<ReleaseProblem[]> {
  try {
    await publishReleaseAs(deps, caller, releaseId, { dryRun: true });
  } catch (error) {
    if (error instanceof DryRunDone) return [];
    if (error instanceof ReleaseRefusedError) return error.problems;
    throw error;
  }
  return [];
}

/**
 * A write made without a release (the REST paths of spec 002, the editors' plain mutations): a
 * release of its own, published at once in the write's transaction. Errors are the write's own, so
 * the legacy client's answers are unchanged.
 */
export async function publishImmediately<T>(
  deps: ContentDeps,
  caller: Caller,
  name: string,
  write: (trx: Knex.Transaction, publication: Publication) => Promise<{ result: T; diff: DiffEntry }>,
): Promise<T> {
  const admin = requireAdmin(caller.viewer);
  const written = await deps.db.transaction(async (trx) => {
    await lockPublishing(trx);
    const release = await deps.releases.create(trx, {
      name,
      actorId: admin.userId,
      actorName: admin.name,
      immediate: true,
    });
    const version = await deps.entries.bumpVersion(trx);
    const { result, diff } = await write(trx, { version, pending: new PendingEntries([]) });
    await deps.releases.update(trx, release.id, {
      status: 'published',
      published_at: new Date(),
      published_by_id: admin.userId,
      published_by_name: admin.name,
      content_version: version,
      diff: [diff],
    });
    return result;
  });
  // The write's answer comes once this replica's players read it (in force at once).
  await deps.afterPublish();
  return written;
}
