import { ConflictError, NotFoundError, requireAdmin } from '@vh/kit';
import type { Caller, ContentDeps } from '../deps';
import type { ContentEntry, EntryData } from '../domain/entries';
import { KINDS, type KindName } from '../domain/kinds';
import {
  createEntryIn,
  deleteEntryIn,
  uniqueViolationAsConflict,
  updateEntryIn,
} from '../useCases/contentEntries';
import { deleteSettingIn, saveSettingIn } from '../useCases/settings';
import type { Setting } from '../repositories/settingRepository';
import { stageEntryCreate, stageEntryDelete, stageEntryUpdate, stageSetting } from './drafts';
import { publishImmediately } from './publishing';
import { SETTING_ENTITY } from './releaseModel';
import { usesOfDeletions } from './usage';

/**
 * The admin writes of every editor and of spec 002's REST paths. With a release they go into that
 * draft; without one they form a release of their own published at once, so the legacy client's
 * calls behave as the spec says (docs/content-releases.md).
 */
const entryDiff = (entity: string, before: ContentEntry | undefined, after: ContentEntry | undefined) => ({
  entity,
  entityId: String((after ?? before)!.id),
  action: (!before ? 'created' : !after ? 'deleted' : 'updated') as 'created' | 'updated' | 'deleted',
  before: before?.data ?? null,
  after: after?.data ?? null,
});

export async function createEntry(
  deps: ContentDeps,
  caller: Caller,
  kind: KindName,
  input: EntryData,
  releaseId?: number | null,
): Promise<ContentEntry> {
  requireAdmin(caller.viewer);
  if (releaseId != null) return stageEntryCreate(deps, caller, releaseId, kind, input);
  const entity = KINDS[kind].typeName;
  return uniqueViolationAsConflict(kind, () =>
    publishImmediately(deps, caller, `Create ${entity}`, async (trx, publication) => {
      const entry = await createEntryIn(deps, trx, caller, kind, input, publication);
      return { result: entry, diff: entryDiff(entity, undefined, entry) };
    }),
  );
}

export async function updateEntry(
  deps: ContentDeps,
  caller: Caller,
  kind: KindName,
  input: EntryData,
  releaseId?: number | null,
): Promise<ContentEntry> {
  requireAdmin(caller.viewer);
  if (releaseId != null) return stageEntryUpdate(deps, caller, releaseId, kind, input);
  const entity = KINDS[kind].typeName;
  return uniqueViolationAsConflict(kind, () =>
    publishImmediately(
      deps,
      caller,
      `Update ${entity} ${String(input.id)}`.slice(0, 100),
      async (trx, publication) => {
        const before = await deps.entries.get(kind, Number(input.id), trx);
        const entry = await updateEntryIn(deps, trx, caller, kind, input, publication);
        return { result: entry, diff: entryDiff(entity, before, entry) };
      },
    ),
  );
}

/**
 * A delete is refused (409, naming the uses) while players still hold, stand on or hunt for the
 * entry: the game is asked before the write, as a release's publication asks it.
 */
export async function deleteEntry(
  deps: ContentDeps,
  caller: Caller,
  kind: KindName,
  id: number,
  releaseId?: number | null,
) {
  requireAdmin(caller.viewer);
  if (releaseId != null) return stageEntryDelete(deps, caller, releaseId, kind, id);
  const entity = KINDS[kind].typeName;
  const existing = await deps.entries.get(kind, id);
  if (!existing) throw new NotFoundError(`No ${kind} with id ${id}`);
  const uses = await usesOfDeletions(deps, [{ kind, id, data: existing.data }], caller.requestId);
  if (uses.length > 0) {
    throw new ConflictError(`This ${kind} is still in use: ${uses.map((use) => use.reason).join('; ')}`);
  }
  await publishImmediately(deps, caller, `Delete ${entity} ${id}`, async (trx, publication) => {
    const entry = await deleteEntryIn(deps, trx, caller, kind, id, publication);
    return { result: entry, diff: entryDiff(entity, entry, undefined) };
  });
  return { success: true, message: `${KINDS[kind].label} deleted` };
}

export async function saveSetting(
  deps: ContentDeps,
  caller: Caller,
  key: string,
  value: string,
  releaseId?: number | null,
): Promise<Setting> {
  requireAdmin(caller.viewer);
  if (releaseId != null) return stageSetting(deps, caller, releaseId, key, value);
  return publishImmediately(deps, caller, `Setting ${key}`.slice(0, 100), async (trx, publication) => {
    const before = await deps.settings.byKey(key, trx);
    const setting = await saveSettingIn(deps, trx, caller, key, value, publication);
    return {
      result: setting,
      diff: {
        entity: SETTING_ENTITY,
        entityId: key,
        action: before ? 'updated' : 'created',
        before: before ? { value: before.value } : null,
        after: { value: setting.value },
      },
    };
  });
}

/** Spec 002 deletes a setting by its id; a draft takes the key of the live setting with that id. */
export async function deleteSetting(
  deps: ContentDeps,
  caller: Caller,
  id: number,
  releaseId?: number | null,
) {
  requireAdmin(caller.viewer);
  const setting = await deps.settings.byId(id);
  if (!setting) throw new NotFoundError(`No setting with id ${id}`);
  if (releaseId != null) {
    await stageSetting(deps, caller, releaseId, setting.key, null);
    return { success: true, message: 'Setting deleted in the release' };
  }
  await publishImmediately(
    deps,
    caller,
    `Delete setting ${setting.key}`.slice(0, 100),
    async (trx, publication) => {
      const deleted = await deleteSettingIn(deps, trx, caller, setting.key, publication);
      return {
        result: deleted,
        diff: {
          entity: SETTING_ENTITY,
          entityId: setting.key,
          action: 'deleted',
          before: { value: deleted.value },
          after: null,
        },
      };
    },
  );
  return { success: true, message: 'Setting deleted' };
}
