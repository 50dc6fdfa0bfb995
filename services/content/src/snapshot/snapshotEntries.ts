import type { ContentSnapshotView } from '@vh/kit';
import type { ContentEntry } from '../domain/entries';
import { KIND_NAMES } from '../domain/kinds';

const entriesBySnapshot = new WeakMap<ContentSnapshotView, ContentEntry[]>();

/** A snapshot's entries as content's repositories hold them (made once per snapshot). */
export function entriesOfSnapshot(view: ContentSnapshotView): ContentEntry[] {
  let entries = entriesBySnapshot.get(view);
  if (!entries) {
    entries = KIND_NAMES.flatMap((kind) =>
      view.entries(kind).map(({ id, ...data }) => ({ id: id as number, kind, data }) as ContentEntry),
    );
    entriesBySnapshot.set(view, entries);
  }
  return entries;
}
