import type { ContentSnapshotCache } from '@vh/kit';

/** The content fields the economy reads, typed (field names as the content kinds spell them). */
export interface CurrencyEntryData {
  name: string;
  value: number;
}

export interface ItemData {
  id: number;
  name: string;
  type: number;
  reqXP: number;
  visible: boolean;
  buyable: boolean;
  premiumShop: boolean;
  bloodforge: boolean;
  unique: boolean;
  /** 0 none, 1 Silver, 2 Gold, 3 Platinum. */
  needSub: number;
  price: CurrencyEntryData[];
  refund: CurrencyEntryData[];
  craftingMats: { itemId: number; amount: number }[];
  trophieItemIds: number[];
}

export interface ItemTypeData {
  id: number;
  shortName: string;
}

/**
 * The economy's typed view of the content snapshot. Content is owned by the content service; the
 * economy never stores it, it reads the snapshot its cache keeps current.
 */
export class EconomyContent {
  constructor(private readonly cache: ContentSnapshotCache) {}

  item(id: number): ItemData | undefined {
    return this.cache.entry('item', id) as ItemData | undefined;
  }

  items(): ItemData[] {
    return this.cache.entries('item') as unknown as ItemData[];
  }

  /** The lower-case shortName of an item's type ('bait', 'collection'...). */
  typeOf(item: ItemData): string {
    const type = this.cache.entry('itemtype', item.type) as ItemTypeData | undefined;
    return type?.shortName.toLowerCase() ?? '';
  }
}
