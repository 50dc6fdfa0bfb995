import type { ContentDeps } from '../deps';
import { WorldEntryRepository } from '../repositories/worldEntryRepository';
import { previewableChanges, withReleaseApplied } from './previewWorld';

/**
 * The deps of a previewing admin's request: release `releaseId` checked (a draft or scheduled one,
 * else 404/409) and its changes read once, entries answered as it makes them.
 */
export async function previewDeps(deps: ContentDeps, releaseId: number): Promise<ContentDeps> {
  const changes = await deps.db.transaction((trx) => previewableChanges(deps, releaseId, trx));
  // The reads the player lists use answer from the live entries with the draft laid over them.
  const entries = new WorldEntryRepository(deps.db, async () => {
    const live = await deps.entries.listAll();
    return withReleaseApplied({ entries: live, statMax: [], settings: [] }, changes).entries;
  });
  return { ...deps, entries };
}
