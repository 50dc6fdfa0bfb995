import type { BaseContext } from '@vh/kit';
import type { ContentDeps } from './deps';
import { entriesInReleaseWorld } from './releases/previewEntries';
import { EntryLookup } from './repositories/entryLookup';

export interface ContentContext extends BaseContext {
  deps: ContentDeps;
  lookup: EntryLookup;
  /** References of entries read in a release (an editor's draft) resolve in that release's world. */
  releaseLookup(releaseId: number): Promise<EntryLookup>;
}

export function buildContentContext(base: BaseContext, deps: ContentDeps): ContentContext {
  const releaseLookups = new Map<number, Promise<EntryLookup>>();
  return {
    ...base,
    deps,
    lookup: new EntryLookup(deps.entries),
    releaseLookup: (releaseId) => {
      let lookup = releaseLookups.get(releaseId);
      if (!lookup) {
        lookup = entriesInReleaseWorld(deps, releaseId).then((entries) => new EntryLookup(entries));
        releaseLookups.set(releaseId, lookup);
      }
      return lookup;
    },
  };
}
