import type { ContentEntry } from '../domain/entries';
import type { KindName } from '../domain/kinds';
import type { EntryRepository } from './entryRepository';

/**
 * Per-request cache for resolving references (`typeRef`, `nameRef`...): each id or shortName is read
 * at most once per request, and all entries of a kind are read in one query when shortNames are asked.
 */
export class EntryLookup {
  private readonly byId = new Map<number, Promise<ContentEntry | undefined>>();
  private readonly byKind = new Map<KindName, Promise<Map<string, ContentEntry>>>();

  constructor(private readonly entries: EntryRepository) {}

  get(kind: KindName, id: number | null | undefined): Promise<ContentEntry | undefined> {
    if (id === null || id === undefined) return Promise.resolve(undefined);
    let found = this.byId.get(id);
    if (!found) {
      found = this.entries.get(kind, id);
      this.byId.set(id, found);
    }
    return found.then((entry) => (entry?.kind === kind ? entry : undefined));
  }

  async byShortName(kind: KindName, shortName: string | null | undefined): Promise<ContentEntry | undefined> {
    if (!shortName) return undefined;
    let index = this.byKind.get(kind);
    if (!index) {
      index = this.entries
        .list(kind)
        .then(
          (all) => new Map(all.map((entry) => [String(entry.data.shortName ?? '').toLowerCase(), entry])),
        );
      this.byKind.set(kind, index);
    }
    return (await index).get(shortName.toLowerCase());
  }
}
