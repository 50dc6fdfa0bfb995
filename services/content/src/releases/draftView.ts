import { NotFoundError, requireAdmin } from '@vh/kit';
import type { Caller, ContentDeps } from '../deps';
import { sortEntries, type ContentEntry } from '../domain/entries';
import { KINDS, type KindName } from '../domain/kinds';
import type { ReleaseRow } from '../repositories/releaseRepository';
import { SETTING_ENTITY, STAT_MAX_ENTITY } from './releaseModel';

/** A release an editor reads through; a published one holds no pending change (its diff is live). */
async function readableRelease(deps: ContentDeps, caller: Caller, releaseId: number): Promise<ReleaseRow> {
  requireAdmin(caller.viewer);
  const release = await deps.releases.get(releaseId);
  if (!release) throw new NotFoundError(`No release with id ${releaseId}`);
  return release;
}

/**
 * A setting as a release has it: its staged value, null when the release deletes it, the live one
 * when the release leaves it alone. `live` is the live setting (id 0 for one the draft creates).
 */
export async function settingInRelease(
  deps: ContentDeps,
  caller: Caller,
  key: string,
  releaseId: number,
  live: { id: number; key: string; value: string } | null,
) {
  const release = await readableRelease(deps, caller, releaseId);
  if (release.diff) return live;
  const change = await deps.releases.change(releaseId, SETTING_ENTITY, key);
  if (!change) return live;
  if (change.action === 'deleted') return null;
  return { id: live?.id ?? 0, key, value: String(change.data!.value ?? '') };
}

/** The authored StatMax columns a release gives stats, by lower-case shortName. */
export async function statMaxInRelease(
  deps: ContentDeps,
  caller: Caller,
  releaseId: number,
): Promise<Map<string, Record<string, unknown>>> {
  const release = await readableRelease(deps, caller, releaseId);
  if (release.diff) return new Map();
  return new Map(
    (await deps.releases.changes(releaseId))
      .filter((change) => change.entity === STAT_MAX_ENTITY && change.data)
      .map((change) => [change.entity_id.toLowerCase(), change.data!]),
  );
}

/**
 * A kind's entries as a release would make them (admins only): the live ones with the release's
 * changes applied, so an editor working in a draft lists and opens what the draft holds.
 */
export async function entriesInRelease(
  deps: ContentDeps,
  caller: Caller,
  kind: KindName,
  releaseId: number,
): Promise<ContentEntry[]> {
  const release = await readableRelease(deps, caller, releaseId);
  const byId = new Map((await deps.entries.list(kind)).map((entry) => [entry.id, entry]));
  if (!release.diff) {
    const entity = KINDS[kind].typeName;
    for (const change of await deps.releases.changes(releaseId)) {
      if (change.entity !== entity) continue;
      const id = Number(change.entity_id);
      if (change.action === 'deleted') byId.delete(id);
      else byId.set(id, { id, kind, data: change.data! });
    }
  }
  return sortEntries([...byId.values()], KINDS[kind].orderBy);
}

export async function entryInRelease(
  deps: ContentDeps,
  caller: Caller,
  kind: KindName,
  id: number,
  releaseId: number,
): Promise<ContentEntry> {
  const entry = (await entriesInRelease(deps, caller, kind, releaseId)).find(
    (candidate) => candidate.id === id,
  );
  if (!entry) throw new NotFoundError(`No ${kind} with id ${id} in release ${releaseId}`);
  return entry;
}
