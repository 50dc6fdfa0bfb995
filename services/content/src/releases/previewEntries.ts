import { NotFoundError } from '@vh/kit';
import type { ContentDeps } from '../deps';
import type { EntryRepository } from '../repositories/entryRepository';
import { WorldEntryRepository } from '../repositories/worldEntryRepository';
import { changeOfRow } from './publishing';
import { previewableChanges, withReleaseApplied } from './previewWorld';
import type { ReleaseChange } from './releaseModel';

/** Entry reads answered as `changes` make the world: the live entries with the changes laid over them. */
function entriesWith(deps: ContentDeps, changes: ReleaseChange[]): EntryRepository {
  return new WorldEntryRepository(deps.db, async () => {
    const live = await deps.entries.listAll();
    return withReleaseApplied({ entries: live, statMax: [], settings: [] }, changes).entries;
  });
}

/**
 * The deps of a previewing admin's request: release `releaseId` checked (a draft or scheduled one,
 * else 404/409) and its changes read once; the reads the player lists use answer as it makes them.
 */
export async function previewDeps(deps: ContentDeps, releaseId: number): Promise<ContentDeps> {
  const changes = await deps.db.transaction((trx) => previewableChanges(deps, releaseId, trx));
  return { ...deps, entries: entriesWith(deps, changes) };
}

/**
 * The entries an editor working in release `releaseId` sees, for resolving references (a draft's
 * ground naming the region the same draft creates): a published release's are the live ones.
 */
export async function entriesInReleaseWorld(deps: ContentDeps, releaseId: number): Promise<EntryRepository> {
  const release = await deps.releases.get(releaseId);
  if (!release) throw new NotFoundError(`No release with id ${releaseId}`);
  if (release.diff) return deps.entries;
  return entriesWith(deps, (await deps.releases.changes(releaseId)).map(changeOfRow));
}
