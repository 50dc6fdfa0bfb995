import type { BaseContext } from '@vh/kit';
import type { ContentDeps } from './deps';
import type { EntryLookup } from './repositories/entryLookup';

export interface ContentContext extends BaseContext {
  deps: ContentDeps;
  lookup: EntryLookup;
}
