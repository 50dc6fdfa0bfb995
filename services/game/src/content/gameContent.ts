import type { ContentSnapshotView } from '@vh/kit';
import type {
  ContentDataOf,
  CurrencyData,
  EnemyData,
  HuntingGroundData,
  HuntingTableData,
  ItemData,
  ItemTypeData,
  RankData,
  RarityData,
  RegionData,
  StatData,
} from '@vh/contracts';

/** The content the game reads: the contract generated from the content kinds (`@vh/contracts`). */
export type {
  CurrencyData,
  CurrencyEntryData,
  EnemyData,
  HuntingGroundData,
  HuntingTableData,
  ItemData,
  ItemTypeData,
  RankData,
  RarityData,
  RegionData,
  StatData,
  StatEntryData,
} from '@vh/contracts';

/** The small named kinds a stat refers to (proc type, event, damage type, creature type). */
type NamedKind = 'proctype' | 'proceventtype' | 'damagetype' | 'enemytype';

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

const previews = new WeakMap<ContentSnapshotView, GameContent>();

/**
 * The game's typed view of the content snapshot. Content is owned by the content service; the game
 * never stores it, it reads the snapshot its cache keeps current.
 */
export class GameContent {
  constructor(
    private readonly cache: ContentSnapshotView,
    /** Shared by this content and its pins: the indexes are built once per version. */
    private readonly built: { indexes: Indexes | null } = { indexes: null },
  ) {}

  /**
   * The content of a preview's snapshot (one per snapshot loaded, so its indexes are built once
   * for all the requests that share it).
   */
  static ofPreview(view: ContentSnapshotView): GameContent {
    let content = previews.get(view);
    if (!content) previews.set(view, (content = new GameContent(view)));
    return content;
  }

  /**
   * This content held at the version loaded now: a hunt, an equip or a purchase reads one version
   * from start to end, so a release published meanwhile reaches it whole or not at all.
   */
  pinned(): GameContent {
    return new GameContent(this.cache.pinned(), this.built);
  }

  /** This content at the version in force at `atMs`: a request's, from when it reached the gateway. */
  pinnedAt(atMs: number): GameContent {
    return new GameContent(this.cache.pinnedAt(atMs), this.built);
  }

  get version(): number {
    return this.cache.version;
  }

  item(id: number): ItemData | undefined {
    return this.cache.entry('item', id);
  }

  items(): ItemData[] {
    return this.cache.entries('item');
  }

  itemType(id: number): ItemTypeData | undefined {
    return this.cache.entry('itemtype', id);
  }

  itemTypeOf(itemId: number): ItemTypeData | undefined {
    const item = this.item(itemId);
    return item ? this.itemType(item.type) : undefined;
  }

  /** Items of an item type (by the type's shortName). */
  itemsOfType(typeShortName: string): ItemData[] {
    const type = this.itemTypeByShortName(typeShortName);
    return type ? this.cache.entries('item').filter((item) => item.type === type.id) : [];
  }

  itemTypeByShortName(shortName: string): ItemTypeData | undefined {
    return this.index().itemTypeByShortName.get(shortName.toLowerCase());
  }

  enemy(id: number): EnemyData | undefined {
    return this.cache.entry('enemy', id);
  }

  enemies(): EnemyData[] {
    return this.cache.entries('enemy');
  }

  rarity(id: number): RarityData | undefined {
    return this.cache.entry('rarity', id);
  }

  region(id: number): RegionData | undefined {
    return this.cache.entry('region', id);
  }

  regions(): RegionData[] {
    return this.cache.entries('region');
  }

  huntingGround(id: number): HuntingGroundData | undefined {
    return this.cache.entry('huntingground', id);
  }

  huntingGrounds(): HuntingGroundData[] {
    return this.cache.entries('huntingground');
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

  named<K extends NamedKind>(kind: K, id: number | null): ContentDataOf[K] | undefined {
    return id === null ? undefined : this.cache.entry(kind, id);
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
    const kept = this.built.indexes;
    if (kept?.version === this.cache.version) return kept;
    const tablesByGround = new Map<number, HuntingTableData[]>();
    for (const table of this.cache.entries('huntingtable')) {
      const list = tablesByGround.get(table.huntingGroundId) ?? [];
      list.push(table);
      tablesByGround.set(table.huntingGroundId, list);
    }
    const byShortName = <T extends { shortName: string }>(rows: T[], lower: boolean) =>
      new Map(rows.map((row) => [lower ? row.shortName.toLowerCase() : row.shortName, row]));
    const indexes: Indexes = {
      version: this.cache.version,
      tablesByGround,
      ranks: this.cache.entries('rank').sort((a, b) => a.xp - b.xp || a.id - b.id),
      itemTypeByShortName: byShortName(this.cache.entries('itemtype'), true),
      statByShortName: byShortName(this.cache.entries('stat'), true),
      currencyByShortName: byShortName(this.cache.entries('currency'), false),
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
    // A pin of an older version builds its own and leaves the newer ones in place.
    if (!kept || kept.version < indexes.version) this.built.indexes = indexes;
    return indexes;
  }
}
