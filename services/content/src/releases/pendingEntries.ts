import type { ContentEntry, EntryData } from '../domain/entries';
import type { KindName } from '../domain/kinds';

/**
 * The entries a publication creates, by id and shortName: while it applies its changes one by one,
 * an entry may refer to one created later in the same release (items and enemies refer to each
 * other), so such a reference counts as resolved until every change is in and all are checked again.
 */
export class PendingEntries {
  private readonly keys = new Set<string>();

  constructor(creations: { kind: KindName; id: number; data: EntryData }[]) {
    for (const creation of creations) {
      this.keys.add(`${creation.kind}:id:${creation.id}`);
      if (typeof creation.data.shortName === 'string') {
        this.keys.add(`${creation.kind}:shortName:${creation.data.shortName.toLowerCase()}`);
      }
    }
  }

  has(kind: KindName, by: 'id' | 'shortName', value: unknown): boolean {
    const key = by === 'shortName' ? String(value).toLowerCase() : String(value);
    return this.keys.has(`${kind}:${by}:${key}`);
  }

  /** The entry exists now: its references are checked in the database like any other. */
  created(entry: ContentEntry): void {
    this.keys.delete(`${entry.kind}:id:${entry.id}`);
    if (typeof entry.data.shortName === 'string') {
      this.keys.delete(`${entry.kind}:shortName:${entry.data.shortName.toLowerCase()}`);
    }
  }
}
