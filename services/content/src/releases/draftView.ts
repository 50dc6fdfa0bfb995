import { NotFoundError, requireAdmin } from '@vh/kit';
import type { Caller, ContentDeps } from '../deps';
import { sortEntries, type ContentEntry } from '../domain/entries';
import { KINDS, type KindName } from '../domain/kinds';

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
  requireAdmin(caller.viewer);
  const release = await deps.releases.get(releaseId);
  if (!release) throw new NotFoundError(`No release with id ${releaseId}`);
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
