import type { ContentSnapshotView } from '@vh/kit';
import type { ItemData as ContentItemData } from '@vh/contracts';

/**
 * The item fields the economy reads, picked from the content contract generated from the content
 * kinds (in @vh/contracts): a field renamed there fails this build.
 */
export type ItemData = Pick<
  ContentItemData,
  | 'id'
  | 'name'
  | 'type'
  | 'reqXP'
  | 'visible'
  | 'buyable'
  | 'premiumShop'
  | 'bloodforge'
  | 'unique'
  | 'needSub'
  | 'price'
  | 'refund'
  | 'craftingMats'
  | 'trophieItemIds'
>;
export type { CurrencyEntryData } from '@vh/contracts';

/**
 * The economy's typed view of the content snapshot. Content is owned by the content service; the
 * economy never stores it, it reads the snapshot its cache keeps current.
 */
export class EconomyContent {
  constructor(private readonly cache: ContentSnapshotView) {}

  item(id: number): ItemData | undefined {
    return this.cache.entry('item', id);
  }

  items(): ItemData[] {
    return this.cache.entries('item');
  }

  /** The lower-case shortName of an item's type ('bait', 'collection'...). */
  typeOf(item: ItemData): string {
    const type = this.cache.entry('itemtype', item.type);
    return type?.shortName.toLowerCase() ?? '';
  }
}
