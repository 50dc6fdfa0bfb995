import {
  ConflictError,
  NotFoundError,
  ValidationError,
  recordAdminChange,
  requireAdmin,
  type Knex,
} from '@vh/kit';
import type { Caller, ContentDeps } from '../deps';
import type { ContentEntry, EntryData } from '../domain/entries';
import { KINDS, type KindName } from '../domain/kinds';
import type { ChangeRow, ReleaseRow } from '../repositories/releaseRepository';
import { prepareEditedEntry, prepareNewEntry } from '../useCases/contentEntries';
import { checkSettingInput } from '../useCases/settings';
import { authoredStatMax, checkAuthoredStatMax, type AuthoredStatMax } from '../useCases/statMax';
import { SETTING_ENTITY, STAT_MAX_ENTITY } from './releaseModel';

/** A draft stays reviewable: at most this many entities change in one release. */
export const MAX_CHANGES_PER_RELEASE = 500;
const NAME_MAX = 100;

export function checkReleaseName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length < 1 || trimmed.length > NAME_MAX) {
    throw new ValidationError(`A release name must be 1 to ${NAME_MAX} characters`);
  }
  return trimmed;
}

export async function createRelease(deps: ContentDeps, caller: Caller, name: string): Promise<ReleaseRow> {
  const admin = requireAdmin(caller.viewer);
  const checked = checkReleaseName(name);
  return deps.db.transaction(async (trx) => {
    const release = await deps.releases.create(trx, {
      name: checked,
      actorId: admin.userId,
      actorName: admin.name,
    });
    await recordAdminChange(trx, {
      actor: admin,
      entity: 'ContentRelease',
      entityId: release.id,
      action: 'created',
      after: { name: checked },
      requestId: caller.requestId,
    });
    return release;
  });
}

/** Writes one change into a draft, recorded in the audit trail as the release's (every admin write is). */
async function stageChange(
  deps: ContentDeps,
  trx: Knex.Transaction,
  caller: Caller,
  change: Omit<ChangeRow, 'position'>,
): Promise<void> {
  await deps.releases.putChange(trx, change);
  await recordAdminChange(trx, {
    actor: requireAdmin(caller.viewer),
    entity: 'ContentRelease',
    entityId: change.release_id,
    action: 'staged',
    before: null,
    after: {
      entity: change.entity,
      entityId: change.entity_id,
      action: change.action,
      base: change.base,
      data: change.data,
    },
    requestId: caller.requestId,
  });
}

/** The release a draft write goes to, locked: only a draft changes (a scheduled one is unscheduled first). */
export async function lockDraft(
  deps: ContentDeps,
  trx: Knex.Transaction,
  releaseId: number,
): Promise<ReleaseRow> {
  const release = await deps.releases.get(releaseId, trx, 'update');
  if (!release) throw new NotFoundError(`No release with id ${releaseId}`);
  if (release.status === 'scheduled') {
    throw new ConflictError(`Release ${releaseId} is scheduled: unschedule it before changing it`);
  }
  if (release.status !== 'draft')
    throw new ConflictError(`Release ${releaseId} is ${release.status}: it can no longer change`);
  return release;
}

async function checkRoom(
  deps: ContentDeps,
  trx: Knex.Transaction,
  release: ReleaseRow,
  entity: string,
  entityId: string,
) {
  if (await deps.releases.change(release.id, entity, entityId, trx)) return;
  if ((await deps.releases.countChanges(release.id, trx)) >= MAX_CHANGES_PER_RELEASE) {
    throw new ValidationError(
      `A release holds at most ${MAX_CHANGES_PER_RELEASE} changes: publish this one first`,
    );
  }
}

/** A new entry in a draft: checked like a live one, with an id of its own from the entries' sequence. */
export async function stageEntryCreate(
  deps: ContentDeps,
  caller: Caller,
  releaseId: number,
  kind: KindName,
  input: EntryData,
): Promise<ContentEntry> {
  requireAdmin(caller.viewer);
  const data = prepareNewEntry(kind, input);
  const id = await deps.entries.allocateId();
  const entity = KINDS[kind].typeName;
  await deps.db.transaction(async (trx) => {
    const release = await lockDraft(deps, trx, releaseId);
    await checkRoom(deps, trx, release, entity, String(id));
    await stageChange(deps, trx, caller, {
      release_id: releaseId,
      entity,
      entity_id: String(id),
      action: 'created',
      data,
      base: null,
    });
  });
  return { id, kind, data };
}

/** The entry as the draft has it: its change in the draft, else the live entry. */
async function draftEntry(
  deps: ContentDeps,
  trx: Knex.Transaction,
  releaseId: number,
  kind: KindName,
  id: number,
) {
  const change = await deps.releases.change(releaseId, KINDS[kind].typeName, String(id), trx);
  if (change?.action === 'deleted')
    throw new NotFoundError(`${KINDS[kind].label} ${id} is deleted in release ${releaseId}`);
  if (change) return { change, data: change.data! };
  const live = await deps.entries.get(kind, id, trx);
  if (!live) throw new NotFoundError(`No ${kind} with id ${id}`);
  return { change: undefined, data: live.data };
}

export async function stageEntryUpdate(
  deps: ContentDeps,
  caller: Caller,
  releaseId: number,
  kind: KindName,
  input: EntryData,
): Promise<ContentEntry> {
  requireAdmin(caller.viewer);
  const id = Number(input.id);
  if (!Number.isInteger(id)) throw new ValidationError('id is required to update an entry');
  const entity = KINDS[kind].typeName;
  return deps.db.transaction(async (trx) => {
    const release = await lockDraft(deps, trx, releaseId);
    const current = await draftEntry(deps, trx, releaseId, kind, id);
    const data = prepareEditedEntry(kind, input, current.data);
    await checkRoom(deps, trx, release, entity, String(id));
    await stageChange(deps, trx, caller, {
      release_id: releaseId,
      entity,
      entity_id: String(id),
      action: current.change?.action === 'created' ? 'created' : 'updated',
      data,
      base: current.change ? current.change.base : current.data,
    });
    return { id, kind, data };
  });
}

export async function stageEntryDelete(
  deps: ContentDeps,
  caller: Caller,
  releaseId: number,
  kind: KindName,
  id: number,
) {
  requireAdmin(caller.viewer);
  const entity = KINDS[kind].typeName;
  const release = await deps.db.transaction(async (trx) => {
    const draft = await lockDraft(deps, trx, releaseId);
    const current = await draftEntry(deps, trx, releaseId, kind, id);
    if (current.change?.action === 'created') {
      await deps.releases.removeChange(trx, releaseId, entity, String(id));
      return draft;
    }
    await checkRoom(deps, trx, draft, entity, String(id));
    await stageChange(deps, trx, caller, {
      release_id: releaseId,
      entity,
      entity_id: String(id),
      action: 'deleted',
      data: null,
      base: current.change ? current.change.base : current.data,
    });
    return draft;
  });
  return { success: true, message: `${KINDS[kind].label} deleted in release ${release.name}` };
}

/** A setting saved (value) or deleted (null) in a draft; answers the setting as the draft has it. */
export async function stageSetting(
  deps: ContentDeps,
  caller: Caller,
  releaseId: number,
  key: string,
  value: string | null,
) {
  requireAdmin(caller.viewer);
  checkSettingInput(key, value ?? '');
  return deps.db.transaction(async (trx) => {
    const release = await lockDraft(deps, trx, releaseId);
    const change = await deps.releases.change(releaseId, SETTING_ENTITY, key, trx);
    const live = await deps.settings.byKey(key, trx);
    const base = change ? change.base : live ? { value: live.value } : null;
    if (value === null && base === null) {
      if (change) await deps.releases.removeChange(trx, releaseId, SETTING_ENTITY, key);
      else throw new NotFoundError(`No setting with key ${key}`);
      return { id: live?.id ?? 0, key, value: '' };
    }
    await checkRoom(deps, trx, release, SETTING_ENTITY, key);
    await stageChange(deps, trx, caller, {
      release_id: releaseId,
      entity: SETTING_ENTITY,
      entity_id: key,
      action: value === null ? 'deleted' : base ? 'updated' : 'created',
      data: value === null ? null : { value },
      base,
    });
    return { id: live?.id ?? 0, key, value: value ?? '' };
  });
}

/** A stat's authored StatMax columns changed in a draft; answers the columns the draft gives it. */
export async function stageStatMax(
  deps: ContentDeps,
  caller: Caller,
  releaseId: number,
  statShortName: string,
  patch: Partial<AuthoredStatMax>,
): Promise<AuthoredStatMax & { statShortName: string }> {
  requireAdmin(caller.viewer);
  return deps.db.transaction(async (trx) => {
    const release = await lockDraft(deps, trx, releaseId);
    const live = await authoredStatMax(deps, statShortName, trx);
    if (!live) throw new NotFoundError(`No stat with shortName ${statShortName}`);
    const change = await deps.releases.change(releaseId, STAT_MAX_ENTITY, live.shortName, trx);
    const columns = { ...((change?.data as unknown as AuthoredStatMax) ?? live.columns), ...patch };
    checkAuthoredStatMax(columns);
    await checkRoom(deps, trx, release, STAT_MAX_ENTITY, live.shortName);
    await stageChange(deps, trx, caller, {
      release_id: releaseId,
      entity: STAT_MAX_ENTITY,
      entity_id: live.shortName,
      action: 'updated',
      data: { ...columns },
      base: change ? change.base : { ...live.columns },
    });
    return { statShortName: live.shortName, ...columns };
  });
}

/** Takes one entity's change out of a draft. */
export async function revertChange(
  deps: ContentDeps,
  caller: Caller,
  releaseId: number,
  entity: string,
  entityId: string,
): Promise<ReleaseRow> {
  requireAdmin(caller.viewer);
  return deps.db.transaction(async (trx) => {
    const release = await lockDraft(deps, trx, releaseId);
    if ((await deps.releases.removeChange(trx, releaseId, entity, entityId)) === 0) {
      throw new NotFoundError(`Release ${releaseId} does not change ${entity} ${entityId}`);
    }
    await recordAdminChange(trx, {
      actor: requireAdmin(caller.viewer),
      entity: 'ContentRelease',
      entityId: releaseId,
      action: 'unstaged',
      after: { entity, entityId },
      requestId: caller.requestId,
    });
    return release;
  });
}

/** Drops a draft (or a scheduled release) and its changes; the live world never saw them. */
export async function discardRelease(deps: ContentDeps, caller: Caller, releaseId: number) {
  const admin = requireAdmin(caller.viewer);
  await deps.db.transaction(async (trx) => {
    const release = await deps.releases.get(releaseId, trx, 'update');
    if (!release) throw new NotFoundError(`No release with id ${releaseId}`);
    if (release.status !== 'draft' && release.status !== 'scheduled') {
      throw new ConflictError(
        `Release ${releaseId} is ${release.status}: roll back to an earlier release instead`,
      );
    }
    await deps.releases.delete(trx, releaseId);
    await recordAdminChange(trx, {
      actor: admin,
      entity: 'ContentRelease',
      entityId: releaseId,
      action: 'deleted',
      before: { name: release.name, status: release.status },
      requestId: caller.requestId,
    });
  });
  return { success: true, message: 'Release discarded' };
}
