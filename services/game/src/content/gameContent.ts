import type { ContentData, ContentSnapshotCache } from '@vh/kit';

/** The content fields the game reads, typed (field names as the content kinds spell them). */
export interface StatEntryData {
  shortName: string;
  valueFrom: number;
  valueTo: number;
  procPercent: number;
}
export interface CurrencyEntryData {
  name: string;
  value: number;
}
export interface ItemData {
  id: number;
  name: string;
  imageId: number | null;
  type: number;
  rarity: number;
  reqXP: number;
  unique: boolean;
  stats: StatEntryData[];
  canAttractEnemyType: number | null;
  canAttractEnemyId: number | null;
}
export interface ItemTypeData {
  id: number;
  name: string;
  shortName: string;
  itemTypeSlots: number;
  isEquipment: boolean;
  alwaysEquipped: boolean;
}
export interface StatData {
  id: number;
  name: string;
  flavorText: string;
  unitSymbol: string;
  shortName: string;
  imageId: number | null;
  statType: number;
  procType: number | null;
  procEventType: number | null;
  damageType: number | null;
  affectedCreatureType: number | null;
}
export interface EnemyData {
  id: number;
  name: string;
  imageId: number | null;
  animatedImageId: number | null;
  enemyType: number;
  enemyRarity: number;
  visible: boolean;
  xp: number;
  currencies: CurrencyEntryData[];
  loot: { itemId: number; dropChance: number; amountMin: number; amountMax: number }[];
  stats: StatEntryData[];
}
export interface RegionData {
  id: number;
  name: string;
  sequence: number;
  xpReqired: number;
  visible: boolean;
  keyId: number | null;
}
export interface HuntingGroundData {
  id: number;
  name: string;
  imageId: number | null;
  flavorText: string;
  regionId: number;
  sequence: number;
  xpReqired: number;
  visible: boolean;
  keyId: number | null;
  travelCost: CurrencyEntryData[];
}
export interface HuntingTableData {
  id: number;
  huntingGroundId: number;
  baitItemId: number | null;
  enemies: { enemyId: number; rangeMin: number; rangeMax: number }[];
}
export interface RankData {
  id: number;
  name: string;
  xp: number;
  rewardItemId: number | null;
}
export interface RarityData {
  id: number;
  name: string;
  shortName: string;
  colorHex: string;
  sequence: number;
}
export interface CurrencyData {
  id: number;
  name: string;
  imageId: number | null;
  shortName: string;
  subscriptionOnly: boolean;
}
export interface NamedData {
  id: number;
  name: string;
  shortName: string;
  colorHex?: string;
  imageId?: number | null;
}

/** Indexes derived from one snapshot version; rebuilt when the version moves. */
interface Indexes {
  version: number;
  tablesByGround: Map<number, HuntingTableData[]>;
  ranks: RankData[];
  itemTypeByShortName: Map<string, ItemTypeData>;
  statByShortName: Map<string, StatData>;
  currencyByShortName: Map<string, CurrencyData>;
  enemyFacts: Map<number, { id: number; enemyTypeId: number; raritySequence: number }>;
}

/**
 * The game's typed view of the content snapshot. Content is owned by the content service; the game
 * never stores it, it reads the snapshot its cache keeps current.
 */
export class GameContent {
  private indexes: Indexes | null = null;

  constructor(private readonly cache: ContentSnapshotCache) {}

  get version(): number {
    return this.cache.version;
  }

  item(id: number): ItemData | undefined {
    return this.cache.entry('item', id) as ItemData | undefined;
  }

  itemType(id: number): ItemTypeData | undefined {
    return this.cache.entry('itemtype', id) as ItemTypeData | undefined;
  }

  itemTypeOf(itemId: number): ItemTypeData | undefined {
    const item = this.item(itemId);
    return item ? this.itemType(item.type) : undefined;
  }

  /** Items of an item type (by the type's shortName). */
  itemsOfType(typeShortName: string): ItemData[] {
    const type = this.itemTypeByShortName(typeShortName);
    return type
      ? (this.cache.entries('item') as unknown as ItemData[]).filter((item) => item.type === type.id)
      : [];
  }

  itemTypeByShortName(shortName: string): ItemTypeData | undefined {
    return this.index().itemTypeByShortName.get(shortName.toLowerCase());
  }

  enemy(id: number): EnemyData | undefined {
    return this.cache.entry('enemy', id) as EnemyData | undefined;
  }

  enemies(): EnemyData[] {
    return this.cache.entries('enemy') as unknown as EnemyData[];
  }

  rarity(id: number): RarityData | undefined {
    return this.cache.entry('rarity', id) as RarityData | undefined;
  }

  region(id: number): RegionData | undefined {
    return this.cache.entry('region', id) as RegionData | undefined;
  }

  regions(): RegionData[] {
    return this.cache.entries('region') as unknown as RegionData[];
  }

  huntingGround(id: number): HuntingGroundData | undefined {
    return this.cache.entry('huntingground', id) as HuntingGroundData | undefined;
  }

  huntingGrounds(): HuntingGroundData[] {
    return this.cache.entries('huntingground') as unknown as HuntingGroundData[];
  }

  tablesOfGround(groundId: number): HuntingTableData[] {
    return this.index().tablesByGround.get(groundId) ?? [];
  }

  /** Ranks by ascending XP threshold. */
  ranks(): RankData[] {
    return this.index().ranks;
  }

  stat(shortName: string): StatData | undefined {
    return this.index().statByShortName.get(shortName.toLowerCase());
  }

  currency(shortName: string): CurrencyData | undefined {
    return this.index().currencyByShortName.get(shortName);
  }

  currencies(): CurrencyData[] {
    return [...this.index().currencyByShortName.values()];
  }

  named(kind: 'proctype' | 'proceventtype' | 'damagetype' | 'enemytype', id: number | null) {
    return id === null ? undefined : (this.cache.entry(kind, id) as NamedData | undefined);
  }

  /** Visible enemies with what the encounter needs (hidden enemies are never met). */
  enemyFacts(): ReadonlyMap<number, { id: number; enemyTypeId: number; raritySequence: number }> {
    return this.index().enemyFacts;
  }

  statScale(shortName: string) {
    return this.cache.statMax(shortName);
  }

  setting(key: string): string | undefined {
    return this.cache.setting(key);
  }

  private index(): Indexes {
    if (this.indexes?.version === this.cache.version) return this.indexes;
    const tablesByGround = new Map<number, HuntingTableData[]>();
    for (const table of this.cache.entries('huntingtable') as unknown as HuntingTableData[]) {
      const list = tablesByGround.get(table.huntingGroundId) ?? [];
      list.push(table);
      tablesByGround.set(table.huntingGroundId, list);
    }
    const byShortName = <T extends { shortName: string }>(rows: ContentData[], lower: boolean) =>
      new Map(
        (rows as unknown as T[]).map((row) => [lower ? row.shortName.toLowerCase() : row.shortName, row]),
      );
    this.indexes = {
      version: this.cache.version,
      tablesByGround,
      ranks: (this.cache.entries('rank') as unknown as RankData[]).sort((a, b) => a.xp - b.xp || a.id - b.id),
      itemTypeByShortName: byShortName<ItemTypeData>(this.cache.entries('itemtype'), true),
      statByShortName: byShortName<StatData>(this.cache.entries('stat'), true),
      currencyByShortName: byShortName<CurrencyData>(this.cache.entries('currency'), false),
      enemyFacts: new Map(
        this.enemies()
          .filter((enemy) => enemy.visible)
          .map((enemy) => [
            enemy.id,
            {
              id: enemy.id,
              enemyTypeId: enemy.enemyType,
              raritySequence: this.rarity(enemy.enemyRarity)?.sequence ?? 0,
            },
          ]),
      ),
    };
    return this.indexes;
  }
}
