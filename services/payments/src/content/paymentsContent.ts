import type { ContentSnapshotCache } from '@vh/kit';

interface ItemData {
  id: number;
  name: string;
}

/** The payments service's view of content: which items exist, and their ids by name (for the seed). */
export class PaymentsContent {
  constructor(private readonly cache: Pick<ContentSnapshotCache, 'entry' | 'entries'>) {}

  itemExists(id: number): boolean {
    return this.cache.entry('item', id) !== undefined;
  }

  itemIdByName(name: string): number | undefined {
    return (this.cache.entries('item') as unknown as ItemData[]).find((item) => item.name === name)?.id;
  }
}
