import { isAdmin, type BaseContext, type ContentSnapshotView } from '@vh/kit';
import type { ContentDeps } from './deps';
import { previewDeps } from './releases/previewEntries';
import { WorldEntryRepository } from './repositories/worldEntryRepository';
import { entriesOfSnapshot } from './snapshot/snapshotEntries';

/** Content's own snapshot of itself, once loaded: what its players' reads answer from. */
export interface OwnSnapshot {
  pinnedAt(atMs: number): ContentSnapshotView;
  readonly latestVersion: number;
}

/**
 * Which world a request of content's GraphQL reads (docs/content-releases.md):
 * - a previewing admin: the draft laid over the live world;
 * - an admin with the second factor (the editors): the live tables, their saves visible at once;
 * - everyone else: the snapshot in force when the request reached the gateway, the version every
 *   other service answers the same request from, so one answer never mixes two versions.
 */
export async function depsForRequest(
  deps: ContentDeps,
  base: BaseContext,
  own: OwnSnapshot | null,
): Promise<ContentDeps> {
  if (base.preview !== undefined) return previewDeps(deps, base.preview);
  if (isAdmin(base.viewer) || !own || own.latestVersion < 0) return deps;
  const view = own.pinnedAt(base.asOf);
  return { ...deps, entries: new WorldEntryRepository(deps.db, async () => entriesOfSnapshot(view)) };
}
