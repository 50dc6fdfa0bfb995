/* Generated from schema.graphql by `npm run resolvers`: do not edit. */
import type { GraphQLResolveInfo } from 'graphql';
import type { GraphEntry as GraphEntryModel } from '../resolvers/entryGraph';
import type { EntryData as EntryDataModel } from '../domain/entries';
import type { ReleaseRow as ReleaseRowModel } from '../repositories/releaseRepository';
import type { ContentContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  _FieldSet: { input: unknown; output: unknown; }
};

/** The answer of an action whose outcome the player reads as a message. */
export type ActionResult = {
  __typename?: 'ActionResult';
  message: Scalars['String']['output'];
  success: Scalars['Boolean']['output'];
};

/** One recorded admin write (admins only): who, when, what, and the values before and after. */
export type AdminChange = {
  __typename?: 'AdminChange';
  /** created, updated, deleted, or a named action (inventory, capMode, desired, recalc...). */
  action: Scalars['String']['output'];
  actorId: Scalars['ID']['output'];
  actorName: Scalars['String']['output'];
  /** JSON: the whole new entry of a create, the changed fields after any other change; null for a delete. */
  after?: Maybe<Scalars['String']['output']>;
  /** When, as ISO 8601. */
  at: Scalars['String']['output'];
  /** JSON: the whole entry before a delete, the changed fields before any other change; null for a create. */
  before?: Maybe<Scalars['String']['output']>;
  /** The GraphQL type of what changed (Currency, User, PremiumPackage, Setting, StatMax...). */
  entity: Scalars['String']['output'];
  entityId: Scalars['String']['output'];
  /** Increasing within the service that keeps it; the cursor of the next page (`before`). */
  id: Scalars['Int']['output'];
  /** The service that owns the data and keeps the entry. */
  service: Scalars['String']['output'];
};

/**
 * A content release (docs/content-releases.md): admins' changes to entries, settings and StatMax that
 * reach the live world together, in one snapshot version, when it is published.
 */
export type ContentRelease = {
  __typename?: 'ContentRelease';
  /** The content snapshot version its publication made. */
  contentVersion?: Maybe<Scalars['Int']['output']>;
  createdAt: Scalars['String']['output'];
  createdByName: Scalars['String']['output'];
  /** Per entity: before (the live value) and after; a draft's against the live world now. */
  diff: Array<ContentReleaseChange>;
  id: Scalars['Int']['output'];
  /** Written without a release (spec 002's REST paths, plain editor saves): published at once. */
  immediate: Scalars['Boolean']['output'];
  /** Why the scheduled publication was refused (the release went back to draft). */
  lastError?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  publishedAt?: Maybe<Scalars['String']['output']>;
  publishedByName?: Maybe<Scalars['String']['output']>;
  /** A rollback release: the release whose world it restores. */
  restoresReleaseId?: Maybe<Scalars['Int']['output']>;
  /** The rollback release that undid this one. */
  rolledBackById?: Maybe<Scalars['Int']['output']>;
  /** When the scheduled-release job publishes it (ISO 8601). */
  scheduledAt?: Maybe<Scalars['String']['output']>;
  scheduledByName?: Maybe<Scalars['String']['output']>;
  /** draft, scheduled, published or rolledBack. */
  status: Scalars['String']['output'];
};

/** What a release does to one entity. */
export type ContentReleaseChange = {
  __typename?: 'ContentReleaseChange';
  /** created, updated or deleted. */
  action: Scalars['String']['output'];
  after?: Maybe<Scalars['String']['output']>;
  /** JSON text; null when absent. */
  before?: Maybe<Scalars['String']['output']>;
  /** The GraphQL type of the entry (Item, Region...), Setting or StatMax. */
  entity: Scalars['String']['output'];
  /** The entry id, the setting key or the stat shortName. */
  entityId: Scalars['String']['output'];
  /** How an admin recognises it: type, id and name. */
  name: Scalars['String']['output'];
};

/** A reason a release cannot be published, naming the entity. */
export type ContentReleaseProblem = {
  __typename?: 'ContentReleaseProblem';
  entity: Scalars['String']['output'];
  entityId: Scalars['String']['output'];
  message: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type CraftingMat = {
  __typename?: 'CraftingMat';
  amount: Scalars['Int']['output'];
  itemId: Scalars['Int']['output'];
  itemIdRef?: Maybe<Item>;
};

export type CraftingMatInput = {
  amount?: InputMaybe<Scalars['Int']['input']>;
  itemId?: InputMaybe<Scalars['Int']['input']>;
};

/** currency (spec 002 section 3) */
export type Currency = {
  __typename?: 'Currency';
  flavorText: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  imageId?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  orderIndex: Scalars['Int']['output'];
  shortName: Scalars['String']['output'];
  subscriptionOnly: Scalars['Boolean']['output'];
};

export type CurrencyEntry = {
  __typename?: 'CurrencyEntry';
  name: Scalars['String']['output'];
  nameRef?: Maybe<Currency>;
  value: Scalars['Int']['output'];
};

export type CurrencyEntryInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  value?: InputMaybe<Scalars['Int']['input']>;
};

export type CurrencyInput = {
  flavorText?: InputMaybe<Scalars['String']['input']>;
  /** Required to update; ignored on create. */
  id?: InputMaybe<Scalars['Int']['input']>;
  imageId?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  shortName?: InputMaybe<Scalars['String']['input']>;
  subscriptionOnly?: InputMaybe<Scalars['Boolean']['input']>;
};

/** damagetype (spec 002 section 3) */
export type DamageType = {
  __typename?: 'DamageType';
  colorHex: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  imageId?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  shortName: Scalars['String']['output'];
};

export type DamageTypeInput = {
  colorHex?: InputMaybe<Scalars['String']['input']>;
  /** Required to update; ignored on create. */
  id?: InputMaybe<Scalars['Int']['input']>;
  imageId?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  shortName?: InputMaybe<Scalars['String']['input']>;
};

/** enemy (spec 002 section 3) */
export type Enemy = {
  __typename?: 'Enemy';
  animatedImageId?: Maybe<Scalars['Int']['output']>;
  currencies: Array<CurrencyEntry>;
  enemyRarity: Scalars['Int']['output'];
  enemyRarityRef?: Maybe<Rarity>;
  enemyType: Scalars['Int']['output'];
  enemyTypeRef?: Maybe<EnemyType>;
  equipment: Array<EnemyEquipment>;
  flavorText: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  imageId?: Maybe<Scalars['Int']['output']>;
  loot: Array<LootEntry>;
  name: Scalars['String']['output'];
  orderIndex: Scalars['Int']['output'];
  refund: Array<CurrencyEntry>;
  stats: Array<StatEntry>;
  visible: Scalars['Boolean']['output'];
  xp: Scalars['Int']['output'];
};

export type EnemyEquipment = {
  __typename?: 'EnemyEquipment';
  itemId: Scalars['Int']['output'];
  itemIdRef?: Maybe<Item>;
  itemType?: Maybe<Scalars['Int']['output']>;
  itemTypeRef?: Maybe<ItemType>;
};

export type EnemyEquipmentInput = {
  itemId?: InputMaybe<Scalars['Int']['input']>;
  itemType?: InputMaybe<Scalars['Int']['input']>;
};

export type EnemyInput = {
  animatedImageId?: InputMaybe<Scalars['Int']['input']>;
  currencies?: InputMaybe<Array<CurrencyEntryInput>>;
  enemyRarity?: InputMaybe<Scalars['Int']['input']>;
  enemyType?: InputMaybe<Scalars['Int']['input']>;
  equipment?: InputMaybe<Array<EnemyEquipmentInput>>;
  flavorText?: InputMaybe<Scalars['String']['input']>;
  /** Required to update; ignored on create. */
  id?: InputMaybe<Scalars['Int']['input']>;
  imageId?: InputMaybe<Scalars['Int']['input']>;
  loot?: InputMaybe<Array<LootEntryInput>>;
  name?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  refund?: InputMaybe<Array<CurrencyEntryInput>>;
  stats?: InputMaybe<Array<StatEntryInput>>;
  visible?: InputMaybe<Scalars['Boolean']['input']>;
  xp?: InputMaybe<Scalars['Int']['input']>;
};

/** enemyType (spec 002 section 3) */
export type EnemyType = {
  __typename?: 'EnemyType';
  id: Scalars['Int']['output'];
  imageId?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  shortName: Scalars['String']['output'];
};

export type EnemyTypeInput = {
  /** Required to update; ignored on create. */
  id?: InputMaybe<Scalars['Int']['input']>;
  imageId?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  shortName?: InputMaybe<Scalars['String']['input']>;
};

/** huntingground (spec 002 section 3) */
export type HuntingGround = {
  __typename?: 'HuntingGround';
  animatedImageId?: Maybe<Scalars['Int']['output']>;
  currency?: Maybe<Scalars['String']['output']>;
  currencyRef?: Maybe<Currency>;
  flavorText: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  imageId?: Maybe<Scalars['Int']['output']>;
  keyId?: Maybe<Scalars['Int']['output']>;
  keyIdRef?: Maybe<Item>;
  name: Scalars['String']['output'];
  regionId: Scalars['Int']['output'];
  regionIdRef?: Maybe<Region>;
  sequence: Scalars['Int']['output'];
  specialBaitItemId: Array<Scalars['Int']['output']>;
  specialBaitItemIdRefs: Array<Item>;
  travelCost: Array<CurrencyEntry>;
  visible: Scalars['Boolean']['output'];
  xpReqired: Scalars['Int']['output'];
};

export type HuntingGroundInput = {
  animatedImageId?: InputMaybe<Scalars['Int']['input']>;
  currency?: InputMaybe<Scalars['String']['input']>;
  flavorText?: InputMaybe<Scalars['String']['input']>;
  /** Required to update; ignored on create. */
  id?: InputMaybe<Scalars['Int']['input']>;
  imageId?: InputMaybe<Scalars['Int']['input']>;
  keyId?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  regionId?: InputMaybe<Scalars['Int']['input']>;
  sequence?: InputMaybe<Scalars['Int']['input']>;
  specialBaitItemId?: InputMaybe<Array<Scalars['Int']['input']>>;
  travelCost?: InputMaybe<Array<CurrencyEntryInput>>;
  visible?: InputMaybe<Scalars['Boolean']['input']>;
  xpReqired?: InputMaybe<Scalars['Int']['input']>;
};

/** huntingtable (spec 002 section 3) */
export type HuntingTable = {
  __typename?: 'HuntingTable';
  baitItemId?: Maybe<Scalars['Int']['output']>;
  baitItemIdRef?: Maybe<Item>;
  enemies: Array<HuntingTableEnemy>;
  huntingGroundId: Scalars['Int']['output'];
  huntingGroundIdRef?: Maybe<HuntingGround>;
  id: Scalars['Int']['output'];
  imageId?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  sequence: Scalars['Int']['output'];
};

export type HuntingTableEnemy = {
  __typename?: 'HuntingTableEnemy';
  enemyId: Scalars['Int']['output'];
  enemyIdRef?: Maybe<Enemy>;
  rangeMax: Scalars['Int']['output'];
  rangeMin: Scalars['Int']['output'];
};

export type HuntingTableEnemyInput = {
  enemyId?: InputMaybe<Scalars['Int']['input']>;
  rangeMax?: InputMaybe<Scalars['Int']['input']>;
  rangeMin?: InputMaybe<Scalars['Int']['input']>;
};

export type HuntingTableInput = {
  baitItemId?: InputMaybe<Scalars['Int']['input']>;
  enemies?: InputMaybe<Array<HuntingTableEnemyInput>>;
  huntingGroundId?: InputMaybe<Scalars['Int']['input']>;
  /** Required to update; ignored on create. */
  id?: InputMaybe<Scalars['Int']['input']>;
  imageId?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  sequence?: InputMaybe<Scalars['Int']['input']>;
};

/** item (spec 002 section 3) */
export type Item = {
  __typename?: 'Item';
  animatedId?: Maybe<Scalars['Int']['output']>;
  bloodforge: Scalars['Boolean']['output'];
  buyable: Scalars['Boolean']['output'];
  canAttractEnemyId?: Maybe<Scalars['Int']['output']>;
  canAttractEnemyIdRef?: Maybe<Enemy>;
  canAttractEnemyType?: Maybe<Scalars['Int']['output']>;
  canAttractEnemyTypeRef?: Maybe<EnemyType>;
  craftingMats: Array<CraftingMat>;
  creatureType?: Maybe<Scalars['Int']['output']>;
  creatureTypeRef?: Maybe<EnemyType>;
  flavorText: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  imageId?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  needSub: Scalars['Int']['output'];
  premiumShop: Scalars['Boolean']['output'];
  price: Array<CurrencyEntry>;
  rarity: Scalars['Int']['output'];
  rarityRef?: Maybe<Rarity>;
  refund: Array<CurrencyEntry>;
  reqXP: Scalars['Int']['output'];
  stats: Array<StatEntry>;
  transferable: Scalars['Boolean']['output'];
  trophieItemIds: Array<Scalars['Int']['output']>;
  trophieItemIdsRefs: Array<Item>;
  type: Scalars['Int']['output'];
  typeRef?: Maybe<ItemType>;
  unique: Scalars['Boolean']['output'];
  visible: Scalars['Boolean']['output'];
};

export type ItemInput = {
  animatedId?: InputMaybe<Scalars['Int']['input']>;
  bloodforge?: InputMaybe<Scalars['Boolean']['input']>;
  buyable?: InputMaybe<Scalars['Boolean']['input']>;
  canAttractEnemyId?: InputMaybe<Scalars['Int']['input']>;
  canAttractEnemyType?: InputMaybe<Scalars['Int']['input']>;
  craftingMats?: InputMaybe<Array<CraftingMatInput>>;
  creatureType?: InputMaybe<Scalars['Int']['input']>;
  flavorText?: InputMaybe<Scalars['String']['input']>;
  /** Required to update; ignored on create. */
  id?: InputMaybe<Scalars['Int']['input']>;
  imageId?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  needSub?: InputMaybe<Scalars['Int']['input']>;
  premiumShop?: InputMaybe<Scalars['Boolean']['input']>;
  price?: InputMaybe<Array<CurrencyEntryInput>>;
  rarity?: InputMaybe<Scalars['Int']['input']>;
  refund?: InputMaybe<Array<CurrencyEntryInput>>;
  reqXP?: InputMaybe<Scalars['Int']['input']>;
  stats?: InputMaybe<Array<StatEntryInput>>;
  transferable?: InputMaybe<Scalars['Boolean']['input']>;
  trophieItemIds?: InputMaybe<Array<Scalars['Int']['input']>>;
  type?: InputMaybe<Scalars['Int']['input']>;
  unique?: InputMaybe<Scalars['Boolean']['input']>;
  visible?: InputMaybe<Scalars['Boolean']['input']>;
};

/** itemType (spec 002 section 3) */
export type ItemType = {
  __typename?: 'ItemType';
  alwaysEquipped: Scalars['Boolean']['output'];
  flavorText: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  imageId?: Maybe<Scalars['Int']['output']>;
  isEquipment: Scalars['Boolean']['output'];
  itemTypeSlots: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  orderIndex: Scalars['Int']['output'];
  shortName: Scalars['String']['output'];
};

export type ItemTypeInput = {
  alwaysEquipped?: InputMaybe<Scalars['Boolean']['input']>;
  flavorText?: InputMaybe<Scalars['String']['input']>;
  /** Required to update; ignored on create. */
  id?: InputMaybe<Scalars['Int']['input']>;
  imageId?: InputMaybe<Scalars['Int']['input']>;
  isEquipment?: InputMaybe<Scalars['Boolean']['input']>;
  itemTypeSlots?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  shortName?: InputMaybe<Scalars['String']['input']>;
};

export type LootEntry = {
  __typename?: 'LootEntry';
  amountMax: Scalars['Int']['output'];
  amountMin: Scalars['Int']['output'];
  dropChance: Scalars['Int']['output'];
  itemId: Scalars['Int']['output'];
  itemIdRef?: Maybe<Item>;
};

export type LootEntryInput = {
  amountMax?: InputMaybe<Scalars['Int']['input']>;
  amountMin?: InputMaybe<Scalars['Int']['input']>;
  dropChance?: InputMaybe<Scalars['Int']['input']>;
  itemId?: InputMaybe<Scalars['Int']['input']>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Admin: a new, empty draft (name 1 to 100 characters). */
  createContentRelease: ContentRelease;
  /** Admin: into the draft `release`; without it, a release of its own published at once. */
  createCurrency: Currency;
  /** Admin: into the draft `release`; without it, a release of its own published at once. */
  createDamageType: DamageType;
  /** Admin: into the draft `release`; without it, a release of its own published at once. */
  createEnemy: Enemy;
  /** Admin: into the draft `release`; without it, a release of its own published at once. */
  createEnemyType: EnemyType;
  /** Admin: into the draft `release`; without it, a release of its own published at once. */
  createHuntingGround: HuntingGround;
  /** Admin: into the draft `release`; without it, a release of its own published at once. */
  createHuntingTable: HuntingTable;
  /** Admin: into the draft `release`; without it, a release of its own published at once. */
  createItem: Item;
  /** Admin: into the draft `release`; without it, a release of its own published at once. */
  createItemType: ItemType;
  /** Admin: into the draft `release`; without it, a release of its own published at once. */
  createNewsItem: NewsItem;
  /** Admin: into the draft `release`; without it, a release of its own published at once. */
  createProcEventType: ProcEventType;
  /** Admin: into the draft `release`; without it, a release of its own published at once. */
  createProcType: ProcType;
  /** Admin: into the draft `release`; without it, a release of its own published at once. */
  createRank: Rank;
  /** Admin: into the draft `release`; without it, a release of its own published at once. */
  createRarity: Rarity;
  /** Admin: into the draft `release`; without it, a release of its own published at once. */
  createRegion: Region;
  /** Admin: into the draft `release`; without it, a release of its own published at once. */
  createStat: Stat;
  /** Admin: into the draft `release`; without it, a release of its own published at once. */
  createTournament: Tournament;
  /** Admin. Refused with 409 while other entries or players use it (in a draft: when it is published). */
  deleteCurrency: ActionResult;
  /** Admin. Refused with 409 while other entries or players use it (in a draft: when it is published). */
  deleteDamageType: ActionResult;
  /** Admin. Refused with 409 while other entries or players use it (in a draft: when it is published). */
  deleteEnemy: ActionResult;
  /** Admin. Refused with 409 while other entries or players use it (in a draft: when it is published). */
  deleteEnemyType: ActionResult;
  /** Admin. Refused with 409 while other entries or players use it (in a draft: when it is published). */
  deleteHuntingGround: ActionResult;
  /** Admin. Refused with 409 while other entries or players use it (in a draft: when it is published). */
  deleteHuntingTable: ActionResult;
  /** Admin. Refused with 409 while other entries or players use it (in a draft: when it is published). */
  deleteItem: ActionResult;
  /** Admin. Refused with 409 while other entries or players use it (in a draft: when it is published). */
  deleteItemType: ActionResult;
  /** Admin. Refused with 409 while other entries or players use it (in a draft: when it is published). */
  deleteNewsItem: ActionResult;
  /** Admin. Refused with 409 while other entries or players use it (in a draft: when it is published). */
  deleteProcEventType: ActionResult;
  /** Admin. Refused with 409 while other entries or players use it (in a draft: when it is published). */
  deleteProcType: ActionResult;
  /** Admin. Refused with 409 while other entries or players use it (in a draft: when it is published). */
  deleteRank: ActionResult;
  /** Admin. Refused with 409 while other entries or players use it (in a draft: when it is published). */
  deleteRarity: ActionResult;
  /** Admin. Refused with 409 while other entries or players use it (in a draft: when it is published). */
  deleteRegion: ActionResult;
  /** Admin (in the draft `release`; without it, published at once). */
  deleteSetting: ActionResult;
  /** Admin. Refused with 409 while other entries or players use it (in a draft: when it is published). */
  deleteStat: ActionResult;
  /** Admin. Refused with 409 while other entries or players use it (in a draft: when it is published). */
  deleteTournament: ActionResult;
  /** Admin: drops a draft or scheduled release; the live world never saw it. */
  discardContentRelease: ActionResult;
  /** Admin: publishes now, atomically; refused (422, naming every problem) unless all of it can go live. */
  publishContentRelease: ContentRelease;
  /** Admin: recompute the theoretical max from the visible items. */
  recalcStatMax: StatMax;
  /** Admin: takes one entity's change out of a draft. */
  revertContentReleaseChange: ContentRelease;
  /** Admin: publishes a new release restoring the world as it was right after release `toId`. */
  rollbackToContentRelease: ContentRelease;
  /** Admin: creates or replaces the setting with this key (in the draft `release`; without it, published at once). */
  saveSetting: Setting;
  /** Admin: publishes at `at` (ISO 8601, within a year); the release can no longer change until unscheduled. */
  scheduleContentRelease: ContentRelease;
  /** Admin (in the draft `release`; without it, at once). */
  setStatMaxCapMode: StatMax;
  /** Admin: desired percent 0 to 100 (in the draft `release`; without it, at once). */
  setStatMaxDesired: StatMax;
  /** Admin: publishes a new release restoring the world as it was before release `id` (undoing it and every later one). */
  undoContentRelease: ContentRelease;
  /** Admin: a scheduled release back to draft. */
  unscheduleContentRelease: ContentRelease;
  /** Admin: into the draft `release`; without it, a release of its own published at once. */
  updateCurrency: Currency;
  /** Admin: into the draft `release`; without it, a release of its own published at once. */
  updateDamageType: DamageType;
  /** Admin: into the draft `release`; without it, a release of its own published at once. */
  updateEnemy: Enemy;
  /** Admin: into the draft `release`; without it, a release of its own published at once. */
  updateEnemyType: EnemyType;
  /** Admin: into the draft `release`; without it, a release of its own published at once. */
  updateHuntingGround: HuntingGround;
  /** Admin: into the draft `release`; without it, a release of its own published at once. */
  updateHuntingTable: HuntingTable;
  /** Admin: into the draft `release`; without it, a release of its own published at once. */
  updateItem: Item;
  /** Admin: into the draft `release`; without it, a release of its own published at once. */
  updateItemType: ItemType;
  /** Admin: into the draft `release`; without it, a release of its own published at once. */
  updateNewsItem: NewsItem;
  /** Admin: into the draft `release`; without it, a release of its own published at once. */
  updateProcEventType: ProcEventType;
  /** Admin: into the draft `release`; without it, a release of its own published at once. */
  updateProcType: ProcType;
  /** Admin: into the draft `release`; without it, a release of its own published at once. */
  updateRank: Rank;
  /** Admin: into the draft `release`; without it, a release of its own published at once. */
  updateRarity: Rarity;
  /** Admin: into the draft `release`; without it, a release of its own published at once. */
  updateRegion: Region;
  /** Admin: into the draft `release`; without it, a release of its own published at once. */
  updateStat: Stat;
  /** Admin: into the draft `release`; without it, a release of its own published at once. */
  updateTournament: Tournament;
};


export type MutationCreateContentReleaseArgs = {
  name: Scalars['String']['input'];
};


export type MutationCreateCurrencyArgs = {
  input: CurrencyInput;
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationCreateDamageTypeArgs = {
  input: DamageTypeInput;
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationCreateEnemyArgs = {
  input: EnemyInput;
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationCreateEnemyTypeArgs = {
  input: EnemyTypeInput;
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationCreateHuntingGroundArgs = {
  input: HuntingGroundInput;
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationCreateHuntingTableArgs = {
  input: HuntingTableInput;
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationCreateItemArgs = {
  input: ItemInput;
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationCreateItemTypeArgs = {
  input: ItemTypeInput;
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationCreateNewsItemArgs = {
  input: NewsItemInput;
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationCreateProcEventTypeArgs = {
  input: ProcEventTypeInput;
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationCreateProcTypeArgs = {
  input: ProcTypeInput;
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationCreateRankArgs = {
  input: RankInput;
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationCreateRarityArgs = {
  input: RarityInput;
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationCreateRegionArgs = {
  input: RegionInput;
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationCreateStatArgs = {
  input: StatInput;
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationCreateTournamentArgs = {
  input: TournamentInput;
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationDeleteCurrencyArgs = {
  id: Scalars['Int']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationDeleteDamageTypeArgs = {
  id: Scalars['Int']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationDeleteEnemyArgs = {
  id: Scalars['Int']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationDeleteEnemyTypeArgs = {
  id: Scalars['Int']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationDeleteHuntingGroundArgs = {
  id: Scalars['Int']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationDeleteHuntingTableArgs = {
  id: Scalars['Int']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationDeleteItemArgs = {
  id: Scalars['Int']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationDeleteItemTypeArgs = {
  id: Scalars['Int']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationDeleteNewsItemArgs = {
  id: Scalars['Int']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationDeleteProcEventTypeArgs = {
  id: Scalars['Int']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationDeleteProcTypeArgs = {
  id: Scalars['Int']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationDeleteRankArgs = {
  id: Scalars['Int']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationDeleteRarityArgs = {
  id: Scalars['Int']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationDeleteRegionArgs = {
  id: Scalars['Int']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationDeleteSettingArgs = {
  id: Scalars['Int']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationDeleteStatArgs = {
  id: Scalars['Int']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationDeleteTournamentArgs = {
  id: Scalars['Int']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationDiscardContentReleaseArgs = {
  id: Scalars['Int']['input'];
};


export type MutationPublishContentReleaseArgs = {
  id: Scalars['Int']['input'];
};


export type MutationRecalcStatMaxArgs = {
  statShortName: Scalars['String']['input'];
};


export type MutationRevertContentReleaseChangeArgs = {
  entity: Scalars['String']['input'];
  entityId: Scalars['String']['input'];
  id: Scalars['Int']['input'];
};


export type MutationRollbackToContentReleaseArgs = {
  toId: Scalars['Int']['input'];
};


export type MutationSaveSettingArgs = {
  key: Scalars['String']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
  value: Scalars['String']['input'];
};


export type MutationScheduleContentReleaseArgs = {
  at: Scalars['String']['input'];
  id: Scalars['Int']['input'];
};


export type MutationSetStatMaxCapModeArgs = {
  capMode: Scalars['Int']['input'];
  hardCapValue?: InputMaybe<Scalars['Float']['input']>;
  release?: InputMaybe<Scalars['Int']['input']>;
  statShortName: Scalars['String']['input'];
};


export type MutationSetStatMaxDesiredArgs = {
  desired: Scalars['Int']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
  statShortName: Scalars['String']['input'];
};


export type MutationUndoContentReleaseArgs = {
  id: Scalars['Int']['input'];
};


export type MutationUnscheduleContentReleaseArgs = {
  id: Scalars['Int']['input'];
};


export type MutationUpdateCurrencyArgs = {
  input: CurrencyInput;
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationUpdateDamageTypeArgs = {
  input: DamageTypeInput;
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationUpdateEnemyArgs = {
  input: EnemyInput;
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationUpdateEnemyTypeArgs = {
  input: EnemyTypeInput;
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationUpdateHuntingGroundArgs = {
  input: HuntingGroundInput;
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationUpdateHuntingTableArgs = {
  input: HuntingTableInput;
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationUpdateItemArgs = {
  input: ItemInput;
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationUpdateItemTypeArgs = {
  input: ItemTypeInput;
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationUpdateNewsItemArgs = {
  input: NewsItemInput;
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationUpdateProcEventTypeArgs = {
  input: ProcEventTypeInput;
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationUpdateProcTypeArgs = {
  input: ProcTypeInput;
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationUpdateRankArgs = {
  input: RankInput;
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationUpdateRarityArgs = {
  input: RarityInput;
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationUpdateRegionArgs = {
  input: RegionInput;
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationUpdateStatArgs = {
  input: StatInput;
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationUpdateTournamentArgs = {
  input: TournamentInput;
  release?: InputMaybe<Scalars['Int']['input']>;
};

/** news (spec 002 section 3) */
export type NewsItem = {
  __typename?: 'NewsItem';
  animatedImageId?: Maybe<Scalars['Int']['output']>;
  header: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  imageId?: Maybe<Scalars['Int']['output']>;
  message: Scalars['String']['output'];
  timestamp: Scalars['Int']['output'];
};

export type NewsItemInput = {
  animatedImageId?: InputMaybe<Scalars['Int']['input']>;
  header?: InputMaybe<Scalars['String']['input']>;
  /** Required to update; ignored on create. */
  id?: InputMaybe<Scalars['Int']['input']>;
  imageId?: InputMaybe<Scalars['Int']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  timestamp?: InputMaybe<Scalars['Int']['input']>;
};

/** procEventType (spec 002 section 3) */
export type ProcEventType = {
  __typename?: 'ProcEventType';
  id: Scalars['Int']['output'];
  imageId?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  shortName: Scalars['String']['output'];
};

export type ProcEventTypeInput = {
  /** Required to update; ignored on create. */
  id?: InputMaybe<Scalars['Int']['input']>;
  imageId?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  shortName?: InputMaybe<Scalars['String']['input']>;
};

/** procType (spec 002 section 3) */
export type ProcType = {
  __typename?: 'ProcType';
  id: Scalars['Int']['output'];
  imageId?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  shortName: Scalars['String']['output'];
};

export type ProcTypeInput = {
  /** Required to update; ignored on create. */
  id?: InputMaybe<Scalars['Int']['input']>;
  imageId?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  shortName?: InputMaybe<Scalars['String']['input']>;
};

export type Query = {
  __typename?: 'Query';
  /** Admin: the audit trail of content entries, settings and StatMax, newest first; limit 1 to 100 (50 when absent), before an id of the page before. */
  contentChanges: Array<AdminChange>;
  /** Admin. */
  contentRelease: ContentRelease;
  /** Admin: what publishing the release now would refuse (nothing is written). */
  contentReleaseProblems: Array<ContentReleaseProblem>;
  /** Admin: releases newest first; legacy one-write releases only with includeImmediate. limit 1 to 100 (50). */
  contentReleases: Array<ContentRelease>;
  /** The version of the content snapshot; bumped by every change. */
  contentVersion: Scalars['Int']['output'];
  /** All currency entries (players see visible ones only); admins: as the draft `release` makes them. */
  currencies: Array<Currency>;
  currency: Currency;
  damageType: DamageType;
  /** All damagetype entries (players see visible ones only); admins: as the draft `release` makes them. */
  damageTypes: Array<DamageType>;
  /** All enemy entries (players see visible ones only); admins: as the draft `release` makes them. */
  enemies: Array<Enemy>;
  /** Grimoire: the visible enemies of a ground's hunting tables, by rarity then name (game adds hunted counts). */
  enemiesOfHuntingGround: Array<Enemy>;
  enemy: Enemy;
  enemyType: EnemyType;
  /** All enemyType entries (players see visible ones only); admins: as the draft `release` makes them. */
  enemyTypes: Array<EnemyType>;
  huntingGround: HuntingGround;
  /** All huntingground entries (players see visible ones only); admins: as the draft `release` makes them. */
  huntingGrounds: Array<HuntingGround>;
  /** Grounds of a region by sequence; players see visible ones only. */
  huntingGroundsOfRegion: Array<HuntingGround>;
  huntingTable: HuntingTable;
  /** All huntingtable entries (players see visible ones only); admins: as the draft `release` makes them. */
  huntingTables: Array<HuntingTable>;
  /** Tables of a hunting ground by sequence. */
  huntingTablesOfGround: Array<HuntingTable>;
  item: Item;
  itemType: ItemType;
  /** All itemType entries (players see visible ones only); admins: as the draft `release` makes them. */
  itemTypes: Array<ItemType>;
  /** All item entries (players see visible ones only); admins: as the draft `release` makes them. */
  items: Array<Item>;
  /** News, newest first. */
  latestNews: Array<NewsItem>;
  /** JSON text: the content audit rows kept about the signed-in account (changes it made as an admin), for "download my data" (GDPR Art. 15 and 20); capped, says whether it was cut. */
  myContentData: Scalars['String']['output'];
  newsItem: NewsItem;
  /** All news entries (players see visible ones only); admins: as the draft `release` makes them. */
  newsItems: Array<NewsItem>;
  procEventType: ProcEventType;
  /** All procEventType entries (players see visible ones only); admins: as the draft `release` makes them. */
  procEventTypes: Array<ProcEventType>;
  procType: ProcType;
  /** All procType entries (players see visible ones only); admins: as the draft `release` makes them. */
  procTypes: Array<ProcType>;
  rank: Rank;
  /** All ranks entries (players see visible ones only); admins: as the draft `release` makes them. */
  ranks: Array<Rank>;
  /** All rarity entries (players see visible ones only); admins: as the draft `release` makes them. */
  rarities: Array<Rarity>;
  rarity: Rarity;
  region: Region;
  /** All region entries (players see visible ones only); admins: as the draft `release` makes them. */
  regions: Array<Region>;
  /** Admin: a setting by key, or null; with release, as that release has it (a draft-created one has id 0). */
  settingByKey?: Maybe<Setting>;
  stat: Stat;
  /** Admin: every stat's StatMax row; with release, with the authored columns that release gives them. */
  statMaxes: Array<StatMax>;
  /** All stat entries (players see visible ones only); admins: as the draft `release` makes them. */
  stats: Array<Stat>;
  tournament: Tournament;
  /** All tournament entries (players see visible ones only); admins: as the draft `release` makes them. */
  tournaments: Array<Tournament>;
};


export type QueryContentChangesArgs = {
  before?: InputMaybe<Scalars['Int']['input']>;
  entity?: InputMaybe<Scalars['String']['input']>;
  entityId?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryContentReleaseArgs = {
  id: Scalars['Int']['input'];
};


export type QueryContentReleaseProblemsArgs = {
  id: Scalars['Int']['input'];
};


export type QueryContentReleasesArgs = {
  before?: InputMaybe<Scalars['Int']['input']>;
  includeImmediate?: InputMaybe<Scalars['Boolean']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCurrenciesArgs = {
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCurrencyArgs = {
  id: Scalars['Int']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDamageTypeArgs = {
  id: Scalars['Int']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDamageTypesArgs = {
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryEnemiesArgs = {
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryEnemiesOfHuntingGroundArgs = {
  huntingGroundId: Scalars['Int']['input'];
};


export type QueryEnemyArgs = {
  id: Scalars['Int']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryEnemyTypeArgs = {
  id: Scalars['Int']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryEnemyTypesArgs = {
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryHuntingGroundArgs = {
  id: Scalars['Int']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryHuntingGroundsArgs = {
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryHuntingGroundsOfRegionArgs = {
  regionId: Scalars['Int']['input'];
};


export type QueryHuntingTableArgs = {
  id: Scalars['Int']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryHuntingTablesArgs = {
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryHuntingTablesOfGroundArgs = {
  huntingGroundId: Scalars['Int']['input'];
};


export type QueryItemArgs = {
  id: Scalars['Int']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryItemTypeArgs = {
  id: Scalars['Int']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryItemTypesArgs = {
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryItemsArgs = {
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLatestNewsArgs = {
  count: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
};


export type QueryNewsItemArgs = {
  id: Scalars['Int']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNewsItemsArgs = {
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryProcEventTypeArgs = {
  id: Scalars['Int']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryProcEventTypesArgs = {
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryProcTypeArgs = {
  id: Scalars['Int']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryProcTypesArgs = {
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRankArgs = {
  id: Scalars['Int']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRanksArgs = {
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRaritiesArgs = {
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRarityArgs = {
  id: Scalars['Int']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRegionArgs = {
  id: Scalars['Int']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRegionsArgs = {
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySettingByKeyArgs = {
  key: Scalars['String']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryStatArgs = {
  id: Scalars['Int']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryStatMaxesArgs = {
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryStatsArgs = {
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTournamentArgs = {
  id: Scalars['Int']['input'];
  release?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTournamentsArgs = {
  release?: InputMaybe<Scalars['Int']['input']>;
};

/** ranks (spec 002 section 3) */
export type Rank = {
  __typename?: 'Rank';
  flavorText: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  imageId?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  rewardItemId?: Maybe<Scalars['Int']['output']>;
  rewardItemIdRef?: Maybe<Item>;
  xp: Scalars['Int']['output'];
};

export type RankInput = {
  flavorText?: InputMaybe<Scalars['String']['input']>;
  /** Required to update; ignored on create. */
  id?: InputMaybe<Scalars['Int']['input']>;
  imageId?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  rewardItemId?: InputMaybe<Scalars['Int']['input']>;
  xp?: InputMaybe<Scalars['Int']['input']>;
};

/** rarity (spec 002 section 3) */
export type Rarity = {
  __typename?: 'Rarity';
  colorHex: Scalars['String']['output'];
  flavorText: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  sequence: Scalars['Int']['output'];
  shortName: Scalars['String']['output'];
};

export type RarityInput = {
  colorHex?: InputMaybe<Scalars['String']['input']>;
  flavorText?: InputMaybe<Scalars['String']['input']>;
  /** Required to update; ignored on create. */
  id?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  sequence?: InputMaybe<Scalars['Int']['input']>;
  shortName?: InputMaybe<Scalars['String']['input']>;
};

/** region (spec 002 section 3) */
export type Region = {
  __typename?: 'Region';
  animatedImageId?: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  imageId?: Maybe<Scalars['Int']['output']>;
  keyId?: Maybe<Scalars['Int']['output']>;
  keyIdRef?: Maybe<Item>;
  name: Scalars['String']['output'];
  sequence: Scalars['Int']['output'];
  visible: Scalars['Boolean']['output'];
  xpReqired: Scalars['Int']['output'];
};

export type RegionInput = {
  animatedImageId?: InputMaybe<Scalars['Int']['input']>;
  /** Required to update; ignored on create. */
  id?: InputMaybe<Scalars['Int']['input']>;
  imageId?: InputMaybe<Scalars['Int']['input']>;
  keyId?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  sequence?: InputMaybe<Scalars['Int']['input']>;
  visible?: InputMaybe<Scalars['Boolean']['input']>;
  xpReqired?: InputMaybe<Scalars['Int']['input']>;
};

/** A key/value setting, e.g. ForceMissionHuntingGround = 'regionId__huntingGroundId'. */
export type Setting = {
  __typename?: 'Setting';
  id: Scalars['Int']['output'];
  key: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** stat (spec 002 section 3) */
export type Stat = {
  __typename?: 'Stat';
  affectedCreatureType?: Maybe<Scalars['Int']['output']>;
  affectedCreatureTypeRef?: Maybe<EnemyType>;
  damageType?: Maybe<Scalars['Int']['output']>;
  damageTypeRef?: Maybe<DamageType>;
  flavorText: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  imageId?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  orderIndex: Scalars['Int']['output'];
  procEventType?: Maybe<Scalars['Int']['output']>;
  procEventTypeRef?: Maybe<ProcEventType>;
  procType?: Maybe<Scalars['Int']['output']>;
  procTypeRef?: Maybe<ProcType>;
  shortName: Scalars['String']['output'];
  statType: Scalars['Int']['output'];
  unitSymbol: Scalars['String']['output'];
};

export type StatEntry = {
  __typename?: 'StatEntry';
  procPercent: Scalars['Int']['output'];
  shortName: Scalars['String']['output'];
  shortNameRef?: Maybe<Stat>;
  valueFrom: Scalars['Int']['output'];
  valueTo: Scalars['Int']['output'];
};

export type StatEntryInput = {
  procPercent?: InputMaybe<Scalars['Int']['input']>;
  shortName?: InputMaybe<Scalars['String']['input']>;
  valueFrom?: InputMaybe<Scalars['Int']['input']>;
  valueTo?: InputMaybe<Scalars['Int']['input']>;
};

export type StatInput = {
  affectedCreatureType?: InputMaybe<Scalars['Int']['input']>;
  damageType?: InputMaybe<Scalars['Int']['input']>;
  flavorText?: InputMaybe<Scalars['String']['input']>;
  /** Required to update; ignored on create. */
  id?: InputMaybe<Scalars['Int']['input']>;
  imageId?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  orderIndex?: InputMaybe<Scalars['Int']['input']>;
  procEventType?: InputMaybe<Scalars['Int']['input']>;
  procType?: InputMaybe<Scalars['Int']['input']>;
  shortName?: InputMaybe<Scalars['String']['input']>;
  statType?: InputMaybe<Scalars['Int']['input']>;
  unitSymbol?: InputMaybe<Scalars['String']['input']>;
};

/** StatMax columns of one stat (spec 002 section 2.9). */
export type StatMax = {
  __typename?: 'StatMax';
  /** 0 Dynamic, 1 Hard. */
  capMode: Scalars['Int']['output'];
  /** Contributing items, separated by semicolons. */
  contributingItems: Scalars['String']['output'];
  /** Dynamic: max(smoothed, highest user); Hard: the hard cap. */
  currentTargetMax: Scalars['Float']['output'];
  desiredPercent: Scalars['Int']['output'];
  hardCapValue?: Maybe<Scalars['Float']['output']>;
  /** The highest raw total of any player, reported by the game service. */
  highestUserValue: Scalars['Float']['output'];
  rawTheoreticalMax: Scalars['Float']['output'];
  smoothedTheoreticalMax: Scalars['Float']['output'];
  statShortName: Scalars['String']['output'];
};

/** tournament (spec 002 section 3) */
export type Tournament = {
  __typename?: 'Tournament';
  endsAt: Scalars['Int']['output'];
  flavorText: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  imageId?: Maybe<Scalars['Int']['output']>;
  maxPlayers: Scalars['Int']['output'];
  minXp: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  pointTable: Array<TournamentPoints>;
  prizes: Array<TournamentPrize>;
  startsAt: Scalars['Int']['output'];
};

export type TournamentInput = {
  endsAt?: InputMaybe<Scalars['Int']['input']>;
  flavorText?: InputMaybe<Scalars['String']['input']>;
  /** Required to update; ignored on create. */
  id?: InputMaybe<Scalars['Int']['input']>;
  imageId?: InputMaybe<Scalars['Int']['input']>;
  maxPlayers?: InputMaybe<Scalars['Int']['input']>;
  minXp?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  pointTable?: InputMaybe<Array<TournamentPointsInput>>;
  prizes?: InputMaybe<Array<TournamentPrizeInput>>;
  startsAt?: InputMaybe<Scalars['Int']['input']>;
};

export type TournamentPoints = {
  __typename?: 'TournamentPoints';
  enemyId: Scalars['Int']['output'];
  enemyIdRef?: Maybe<Enemy>;
  points: Scalars['Int']['output'];
};

export type TournamentPointsInput = {
  enemyId?: InputMaybe<Scalars['Int']['input']>;
  points?: InputMaybe<Scalars['Int']['input']>;
};

export type TournamentPrize = {
  __typename?: 'TournamentPrize';
  currency?: Maybe<Scalars['String']['output']>;
  currencyAmount: Scalars['Int']['output'];
  currencyRef?: Maybe<Currency>;
  itemAmount: Scalars['Int']['output'];
  itemId?: Maybe<Scalars['Int']['output']>;
  itemIdRef?: Maybe<Item>;
  rankFrom: Scalars['Int']['output'];
  rankTo: Scalars['Int']['output'];
};

export type TournamentPrizeInput = {
  currency?: InputMaybe<Scalars['String']['input']>;
  currencyAmount?: InputMaybe<Scalars['Int']['input']>;
  itemAmount?: InputMaybe<Scalars['Int']['input']>;
  itemId?: InputMaybe<Scalars['Int']['input']>;
  rankFrom?: InputMaybe<Scalars['Int']['input']>;
  rankTo?: InputMaybe<Scalars['Int']['input']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ReferenceResolver<TResult, TReference, TContext> = (
      reference: TReference,
      context: TContext,
      info: GraphQLResolveInfo
    ) => Promise<TResult> | TResult;

      type ScalarCheck<T, S> = S extends true ? T : NullableCheck<T, S>;
      type NullableCheck<T, S> = Maybe<T> extends T ? Maybe<ListCheck<NonNullable<T>, S>> : ListCheck<T, S>;
      type ListCheck<T, S> = T extends (infer U)[] ? NullableCheck<U, S>[] : GraphQLRecursivePick<T, S>;
      export type GraphQLRecursivePick<T, S> = { [K in keyof T & keyof S]: ScalarCheck<T[K], S[K]> };
    

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

/** Mapping of federation types */
export type FederationTypes = {
  Currency: Currency;
  DamageType: DamageType;
  Enemy: Enemy;
  EnemyType: EnemyType;
  HuntingGround: HuntingGround;
  HuntingTable: HuntingTable;
  Item: Item;
  ItemType: ItemType;
  NewsItem: NewsItem;
  ProcEventType: ProcEventType;
  ProcType: ProcType;
  Rank: Rank;
  Rarity: Rarity;
  Region: Region;
  Stat: Stat;
  Tournament: Tournament;
};

/** Mapping of federation reference types */
export type FederationReferenceTypes = {
  Currency:
    ( { __typename: 'Currency' }
    & GraphQLRecursivePick<FederationTypes['Currency'], {"id":true}> );
  DamageType:
    ( { __typename: 'DamageType' }
    & GraphQLRecursivePick<FederationTypes['DamageType'], {"id":true}> );
  Enemy:
    ( { __typename: 'Enemy' }
    & GraphQLRecursivePick<FederationTypes['Enemy'], {"id":true}> );
  EnemyType:
    ( { __typename: 'EnemyType' }
    & GraphQLRecursivePick<FederationTypes['EnemyType'], {"id":true}> );
  HuntingGround:
    ( { __typename: 'HuntingGround' }
    & GraphQLRecursivePick<FederationTypes['HuntingGround'], {"id":true}> );
  HuntingTable:
    ( { __typename: 'HuntingTable' }
    & GraphQLRecursivePick<FederationTypes['HuntingTable'], {"id":true}> );
  Item:
    ( { __typename: 'Item' }
    & GraphQLRecursivePick<FederationTypes['Item'], {"id":true}> );
  ItemType:
    ( { __typename: 'ItemType' }
    & GraphQLRecursivePick<FederationTypes['ItemType'], {"id":true}> );
  NewsItem:
    ( { __typename: 'NewsItem' }
    & GraphQLRecursivePick<FederationTypes['NewsItem'], {"id":true}> );
  ProcEventType:
    ( { __typename: 'ProcEventType' }
    & GraphQLRecursivePick<FederationTypes['ProcEventType'], {"id":true}> );
  ProcType:
    ( { __typename: 'ProcType' }
    & GraphQLRecursivePick<FederationTypes['ProcType'], {"id":true}> );
  Rank:
    ( { __typename: 'Rank' }
    & GraphQLRecursivePick<FederationTypes['Rank'], {"id":true}> );
  Rarity:
    ( { __typename: 'Rarity' }
    & GraphQLRecursivePick<FederationTypes['Rarity'], {"id":true}> );
  Region:
    ( { __typename: 'Region' }
    & GraphQLRecursivePick<FederationTypes['Region'], {"id":true}> );
  Stat:
    ( { __typename: 'Stat' }
    & GraphQLRecursivePick<FederationTypes['Stat'], {"id":true}> );
  Tournament:
    ( { __typename: 'Tournament' }
    & GraphQLRecursivePick<FederationTypes['Tournament'], {"id":true}> );
};



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ActionResult: ResolverTypeWrapper<ActionResult>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  AdminChange: ResolverTypeWrapper<AdminChange>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ContentRelease: ResolverTypeWrapper<ReleaseRowModel>;
  ContentReleaseChange: ResolverTypeWrapper<ContentReleaseChange>;
  ContentReleaseProblem: ResolverTypeWrapper<ContentReleaseProblem>;
  CraftingMat: ResolverTypeWrapper<EntryDataModel>;
  CraftingMatInput: CraftingMatInput;
  Currency: ResolverTypeWrapper<GraphEntryModel>;
  CurrencyEntry: ResolverTypeWrapper<EntryDataModel>;
  CurrencyEntryInput: CurrencyEntryInput;
  CurrencyInput: CurrencyInput;
  DamageType: ResolverTypeWrapper<GraphEntryModel>;
  DamageTypeInput: DamageTypeInput;
  Enemy: ResolverTypeWrapper<GraphEntryModel>;
  EnemyEquipment: ResolverTypeWrapper<EntryDataModel>;
  EnemyEquipmentInput: EnemyEquipmentInput;
  EnemyInput: EnemyInput;
  EnemyType: ResolverTypeWrapper<GraphEntryModel>;
  EnemyTypeInput: EnemyTypeInput;
  HuntingGround: ResolverTypeWrapper<GraphEntryModel>;
  HuntingGroundInput: HuntingGroundInput;
  HuntingTable: ResolverTypeWrapper<GraphEntryModel>;
  HuntingTableEnemy: ResolverTypeWrapper<EntryDataModel>;
  HuntingTableEnemyInput: HuntingTableEnemyInput;
  HuntingTableInput: HuntingTableInput;
  Item: ResolverTypeWrapper<GraphEntryModel>;
  ItemInput: ItemInput;
  ItemType: ResolverTypeWrapper<GraphEntryModel>;
  ItemTypeInput: ItemTypeInput;
  LootEntry: ResolverTypeWrapper<EntryDataModel>;
  LootEntryInput: LootEntryInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  NewsItem: ResolverTypeWrapper<GraphEntryModel>;
  NewsItemInput: NewsItemInput;
  ProcEventType: ResolverTypeWrapper<GraphEntryModel>;
  ProcEventTypeInput: ProcEventTypeInput;
  ProcType: ResolverTypeWrapper<GraphEntryModel>;
  ProcTypeInput: ProcTypeInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Rank: ResolverTypeWrapper<GraphEntryModel>;
  RankInput: RankInput;
  Rarity: ResolverTypeWrapper<GraphEntryModel>;
  RarityInput: RarityInput;
  Region: ResolverTypeWrapper<GraphEntryModel>;
  RegionInput: RegionInput;
  Setting: ResolverTypeWrapper<Setting>;
  Stat: ResolverTypeWrapper<GraphEntryModel>;
  StatEntry: ResolverTypeWrapper<EntryDataModel>;
  StatEntryInput: StatEntryInput;
  StatInput: StatInput;
  StatMax: ResolverTypeWrapper<StatMax>;
  Tournament: ResolverTypeWrapper<GraphEntryModel>;
  TournamentInput: TournamentInput;
  TournamentPoints: ResolverTypeWrapper<EntryDataModel>;
  TournamentPointsInput: TournamentPointsInput;
  TournamentPrize: ResolverTypeWrapper<EntryDataModel>;
  TournamentPrizeInput: TournamentPrizeInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActionResult: ActionResult;
  String: Scalars['String']['output'];
  Boolean: Scalars['Boolean']['output'];
  AdminChange: AdminChange;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  ContentRelease: ReleaseRowModel;
  ContentReleaseChange: ContentReleaseChange;
  ContentReleaseProblem: ContentReleaseProblem;
  CraftingMat: EntryDataModel;
  CraftingMatInput: CraftingMatInput;
  Currency: GraphEntryModel;
  CurrencyEntry: EntryDataModel;
  CurrencyEntryInput: CurrencyEntryInput;
  CurrencyInput: CurrencyInput;
  DamageType: GraphEntryModel;
  DamageTypeInput: DamageTypeInput;
  Enemy: GraphEntryModel;
  EnemyEquipment: EntryDataModel;
  EnemyEquipmentInput: EnemyEquipmentInput;
  EnemyInput: EnemyInput;
  EnemyType: GraphEntryModel;
  EnemyTypeInput: EnemyTypeInput;
  HuntingGround: GraphEntryModel;
  HuntingGroundInput: HuntingGroundInput;
  HuntingTable: GraphEntryModel;
  HuntingTableEnemy: EntryDataModel;
  HuntingTableEnemyInput: HuntingTableEnemyInput;
  HuntingTableInput: HuntingTableInput;
  Item: GraphEntryModel;
  ItemInput: ItemInput;
  ItemType: GraphEntryModel;
  ItemTypeInput: ItemTypeInput;
  LootEntry: EntryDataModel;
  LootEntryInput: LootEntryInput;
  Mutation: Record<PropertyKey, never>;
  Float: Scalars['Float']['output'];
  NewsItem: GraphEntryModel;
  NewsItemInput: NewsItemInput;
  ProcEventType: GraphEntryModel;
  ProcEventTypeInput: ProcEventTypeInput;
  ProcType: GraphEntryModel;
  ProcTypeInput: ProcTypeInput;
  Query: Record<PropertyKey, never>;
  Rank: GraphEntryModel;
  RankInput: RankInput;
  Rarity: GraphEntryModel;
  RarityInput: RarityInput;
  Region: GraphEntryModel;
  RegionInput: RegionInput;
  Setting: Setting;
  Stat: GraphEntryModel;
  StatEntry: EntryDataModel;
  StatEntryInput: StatEntryInput;
  StatInput: StatInput;
  StatMax: StatMax;
  Tournament: GraphEntryModel;
  TournamentInput: TournamentInput;
  TournamentPoints: EntryDataModel;
  TournamentPointsInput: TournamentPointsInput;
  TournamentPrize: EntryDataModel;
  TournamentPrizeInput: TournamentPrizeInput;
};

export type ActionResultResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['ActionResult'] = ResolversParentTypes['ActionResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AdminChangeResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['AdminChange'] = ResolversParentTypes['AdminChange']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  actorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  service?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentReleaseResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['ContentRelease'] = ResolversParentTypes['ContentRelease']> = {
  contentVersion?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdByName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  diff?: Resolver<Array<ResolversTypes['ContentReleaseChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  immediate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publishedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  restoresReleaseId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rolledBackById?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  scheduledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scheduledByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentReleaseChangeResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['ContentReleaseChange'] = ResolversParentTypes['ContentReleaseChange']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentReleaseProblemResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['ContentReleaseProblem'] = ResolversParentTypes['ContentReleaseProblem']> = {
  entity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CraftingMatResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['CraftingMat'] = ResolversParentTypes['CraftingMat']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemIdRef?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType>;
};

export type CurrencyResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Currency'] = ResolversParentTypes['Currency'], FederationReferenceType extends FederationReferenceTypes['Currency'] = FederationReferenceTypes['Currency']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Currency']> | FederationReferenceType, FederationReferenceType, ContextType>;
  flavorText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscriptionOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CurrencyEntryResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['CurrencyEntry'] = ResolversParentTypes['CurrencyEntry']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameRef?: Resolver<Maybe<ResolversTypes['Currency']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DamageTypeResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['DamageType'] = ResolversParentTypes['DamageType'], FederationReferenceType extends FederationReferenceTypes['DamageType'] = FederationReferenceTypes['DamageType']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['DamageType']> | FederationReferenceType, FederationReferenceType, ContextType>;
  colorHex?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EnemyResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Enemy'] = ResolversParentTypes['Enemy'], FederationReferenceType extends FederationReferenceTypes['Enemy'] = FederationReferenceTypes['Enemy']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Enemy']> | FederationReferenceType, FederationReferenceType, ContextType>;
  animatedImageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  currencies?: Resolver<Array<ResolversTypes['CurrencyEntry']>, ParentType, ContextType>;
  enemyRarity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enemyRarityRef?: Resolver<Maybe<ResolversTypes['Rarity']>, ParentType, ContextType>;
  enemyType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enemyTypeRef?: Resolver<Maybe<ResolversTypes['EnemyType']>, ParentType, ContextType>;
  equipment?: Resolver<Array<ResolversTypes['EnemyEquipment']>, ParentType, ContextType>;
  flavorText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  loot?: Resolver<Array<ResolversTypes['LootEntry']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refund?: Resolver<Array<ResolversTypes['CurrencyEntry']>, ParentType, ContextType>;
  stats?: Resolver<Array<ResolversTypes['StatEntry']>, ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  xp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EnemyEquipmentResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['EnemyEquipment'] = ResolversParentTypes['EnemyEquipment']> = {
  itemId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemIdRef?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType>;
  itemType?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  itemTypeRef?: Resolver<Maybe<ResolversTypes['ItemType']>, ParentType, ContextType>;
};

export type EnemyTypeResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['EnemyType'] = ResolversParentTypes['EnemyType'], FederationReferenceType extends FederationReferenceTypes['EnemyType'] = FederationReferenceTypes['EnemyType']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['EnemyType']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HuntingGroundResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['HuntingGround'] = ResolversParentTypes['HuntingGround'], FederationReferenceType extends FederationReferenceTypes['HuntingGround'] = FederationReferenceTypes['HuntingGround']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['HuntingGround']> | FederationReferenceType, FederationReferenceType, ContextType>;
  animatedImageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currencyRef?: Resolver<Maybe<ResolversTypes['Currency']>, ParentType, ContextType>;
  flavorText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  keyId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  keyIdRef?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  regionId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  regionIdRef?: Resolver<Maybe<ResolversTypes['Region']>, ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  specialBaitItemId?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  specialBaitItemIdRefs?: Resolver<Array<ResolversTypes['Item']>, ParentType, ContextType>;
  travelCost?: Resolver<Array<ResolversTypes['CurrencyEntry']>, ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  xpReqired?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HuntingTableResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['HuntingTable'] = ResolversParentTypes['HuntingTable'], FederationReferenceType extends FederationReferenceTypes['HuntingTable'] = FederationReferenceTypes['HuntingTable']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['HuntingTable']> | FederationReferenceType, FederationReferenceType, ContextType>;
  baitItemId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  baitItemIdRef?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType>;
  enemies?: Resolver<Array<ResolversTypes['HuntingTableEnemy']>, ParentType, ContextType>;
  huntingGroundId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  huntingGroundIdRef?: Resolver<Maybe<ResolversTypes['HuntingGround']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HuntingTableEnemyResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['HuntingTableEnemy'] = ResolversParentTypes['HuntingTableEnemy']> = {
  enemyId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enemyIdRef?: Resolver<Maybe<ResolversTypes['Enemy']>, ParentType, ContextType>;
  rangeMax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rangeMin?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ItemResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Item'] = ResolversParentTypes['Item'], FederationReferenceType extends FederationReferenceTypes['Item'] = FederationReferenceTypes['Item']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Item']> | FederationReferenceType, FederationReferenceType, ContextType>;
  animatedId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  bloodforge?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  buyable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canAttractEnemyId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  canAttractEnemyIdRef?: Resolver<Maybe<ResolversTypes['Enemy']>, ParentType, ContextType>;
  canAttractEnemyType?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  canAttractEnemyTypeRef?: Resolver<Maybe<ResolversTypes['EnemyType']>, ParentType, ContextType>;
  craftingMats?: Resolver<Array<ResolversTypes['CraftingMat']>, ParentType, ContextType>;
  creatureType?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  creatureTypeRef?: Resolver<Maybe<ResolversTypes['EnemyType']>, ParentType, ContextType>;
  flavorText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  needSub?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  premiumShop?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<Array<ResolversTypes['CurrencyEntry']>, ParentType, ContextType>;
  rarity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rarityRef?: Resolver<Maybe<ResolversTypes['Rarity']>, ParentType, ContextType>;
  refund?: Resolver<Array<ResolversTypes['CurrencyEntry']>, ParentType, ContextType>;
  reqXP?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stats?: Resolver<Array<ResolversTypes['StatEntry']>, ParentType, ContextType>;
  transferable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  trophieItemIds?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  trophieItemIdsRefs?: Resolver<Array<ResolversTypes['Item']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  typeRef?: Resolver<Maybe<ResolversTypes['ItemType']>, ParentType, ContextType>;
  unique?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ItemTypeResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['ItemType'] = ResolversParentTypes['ItemType'], FederationReferenceType extends FederationReferenceTypes['ItemType'] = FederationReferenceTypes['ItemType']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['ItemType']> | FederationReferenceType, FederationReferenceType, ContextType>;
  alwaysEquipped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  flavorText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  isEquipment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemTypeSlots?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LootEntryResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['LootEntry'] = ResolversParentTypes['LootEntry']> = {
  amountMax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amountMin?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dropChance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemIdRef?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createContentRelease?: Resolver<ResolversTypes['ContentRelease'], ParentType, ContextType, RequireFields<MutationCreateContentReleaseArgs, 'name'>>;
  createCurrency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType, RequireFields<MutationCreateCurrencyArgs, 'input'>>;
  createDamageType?: Resolver<ResolversTypes['DamageType'], ParentType, ContextType, RequireFields<MutationCreateDamageTypeArgs, 'input'>>;
  createEnemy?: Resolver<ResolversTypes['Enemy'], ParentType, ContextType, RequireFields<MutationCreateEnemyArgs, 'input'>>;
  createEnemyType?: Resolver<ResolversTypes['EnemyType'], ParentType, ContextType, RequireFields<MutationCreateEnemyTypeArgs, 'input'>>;
  createHuntingGround?: Resolver<ResolversTypes['HuntingGround'], ParentType, ContextType, RequireFields<MutationCreateHuntingGroundArgs, 'input'>>;
  createHuntingTable?: Resolver<ResolversTypes['HuntingTable'], ParentType, ContextType, RequireFields<MutationCreateHuntingTableArgs, 'input'>>;
  createItem?: Resolver<ResolversTypes['Item'], ParentType, ContextType, RequireFields<MutationCreateItemArgs, 'input'>>;
  createItemType?: Resolver<ResolversTypes['ItemType'], ParentType, ContextType, RequireFields<MutationCreateItemTypeArgs, 'input'>>;
  createNewsItem?: Resolver<ResolversTypes['NewsItem'], ParentType, ContextType, RequireFields<MutationCreateNewsItemArgs, 'input'>>;
  createProcEventType?: Resolver<ResolversTypes['ProcEventType'], ParentType, ContextType, RequireFields<MutationCreateProcEventTypeArgs, 'input'>>;
  createProcType?: Resolver<ResolversTypes['ProcType'], ParentType, ContextType, RequireFields<MutationCreateProcTypeArgs, 'input'>>;
  createRank?: Resolver<ResolversTypes['Rank'], ParentType, ContextType, RequireFields<MutationCreateRankArgs, 'input'>>;
  createRarity?: Resolver<ResolversTypes['Rarity'], ParentType, ContextType, RequireFields<MutationCreateRarityArgs, 'input'>>;
  createRegion?: Resolver<ResolversTypes['Region'], ParentType, ContextType, RequireFields<MutationCreateRegionArgs, 'input'>>;
  createStat?: Resolver<ResolversTypes['Stat'], ParentType, ContextType, RequireFields<MutationCreateStatArgs, 'input'>>;
  createTournament?: Resolver<ResolversTypes['Tournament'], ParentType, ContextType, RequireFields<MutationCreateTournamentArgs, 'input'>>;
  deleteCurrency?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteCurrencyArgs, 'id'>>;
  deleteDamageType?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteDamageTypeArgs, 'id'>>;
  deleteEnemy?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteEnemyArgs, 'id'>>;
  deleteEnemyType?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteEnemyTypeArgs, 'id'>>;
  deleteHuntingGround?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteHuntingGroundArgs, 'id'>>;
  deleteHuntingTable?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteHuntingTableArgs, 'id'>>;
  deleteItem?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteItemArgs, 'id'>>;
  deleteItemType?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteItemTypeArgs, 'id'>>;
  deleteNewsItem?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteNewsItemArgs, 'id'>>;
  deleteProcEventType?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteProcEventTypeArgs, 'id'>>;
  deleteProcType?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteProcTypeArgs, 'id'>>;
  deleteRank?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteRankArgs, 'id'>>;
  deleteRarity?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteRarityArgs, 'id'>>;
  deleteRegion?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteRegionArgs, 'id'>>;
  deleteSetting?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteSettingArgs, 'id'>>;
  deleteStat?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteStatArgs, 'id'>>;
  deleteTournament?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDeleteTournamentArgs, 'id'>>;
  discardContentRelease?: Resolver<ResolversTypes['ActionResult'], ParentType, ContextType, RequireFields<MutationDiscardContentReleaseArgs, 'id'>>;
  publishContentRelease?: Resolver<ResolversTypes['ContentRelease'], ParentType, ContextType, RequireFields<MutationPublishContentReleaseArgs, 'id'>>;
  recalcStatMax?: Resolver<ResolversTypes['StatMax'], ParentType, ContextType, RequireFields<MutationRecalcStatMaxArgs, 'statShortName'>>;
  revertContentReleaseChange?: Resolver<ResolversTypes['ContentRelease'], ParentType, ContextType, RequireFields<MutationRevertContentReleaseChangeArgs, 'entity' | 'entityId' | 'id'>>;
  rollbackToContentRelease?: Resolver<ResolversTypes['ContentRelease'], ParentType, ContextType, RequireFields<MutationRollbackToContentReleaseArgs, 'toId'>>;
  saveSetting?: Resolver<ResolversTypes['Setting'], ParentType, ContextType, RequireFields<MutationSaveSettingArgs, 'key' | 'value'>>;
  scheduleContentRelease?: Resolver<ResolversTypes['ContentRelease'], ParentType, ContextType, RequireFields<MutationScheduleContentReleaseArgs, 'at' | 'id'>>;
  setStatMaxCapMode?: Resolver<ResolversTypes['StatMax'], ParentType, ContextType, RequireFields<MutationSetStatMaxCapModeArgs, 'capMode' | 'statShortName'>>;
  setStatMaxDesired?: Resolver<ResolversTypes['StatMax'], ParentType, ContextType, RequireFields<MutationSetStatMaxDesiredArgs, 'desired' | 'statShortName'>>;
  undoContentRelease?: Resolver<ResolversTypes['ContentRelease'], ParentType, ContextType, RequireFields<MutationUndoContentReleaseArgs, 'id'>>;
  unscheduleContentRelease?: Resolver<ResolversTypes['ContentRelease'], ParentType, ContextType, RequireFields<MutationUnscheduleContentReleaseArgs, 'id'>>;
  updateCurrency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType, RequireFields<MutationUpdateCurrencyArgs, 'input'>>;
  updateDamageType?: Resolver<ResolversTypes['DamageType'], ParentType, ContextType, RequireFields<MutationUpdateDamageTypeArgs, 'input'>>;
  updateEnemy?: Resolver<ResolversTypes['Enemy'], ParentType, ContextType, RequireFields<MutationUpdateEnemyArgs, 'input'>>;
  updateEnemyType?: Resolver<ResolversTypes['EnemyType'], ParentType, ContextType, RequireFields<MutationUpdateEnemyTypeArgs, 'input'>>;
  updateHuntingGround?: Resolver<ResolversTypes['HuntingGround'], ParentType, ContextType, RequireFields<MutationUpdateHuntingGroundArgs, 'input'>>;
  updateHuntingTable?: Resolver<ResolversTypes['HuntingTable'], ParentType, ContextType, RequireFields<MutationUpdateHuntingTableArgs, 'input'>>;
  updateItem?: Resolver<ResolversTypes['Item'], ParentType, ContextType, RequireFields<MutationUpdateItemArgs, 'input'>>;
  updateItemType?: Resolver<ResolversTypes['ItemType'], ParentType, ContextType, RequireFields<MutationUpdateItemTypeArgs, 'input'>>;
  updateNewsItem?: Resolver<ResolversTypes['NewsItem'], ParentType, ContextType, RequireFields<MutationUpdateNewsItemArgs, 'input'>>;
  updateProcEventType?: Resolver<ResolversTypes['ProcEventType'], ParentType, ContextType, RequireFields<MutationUpdateProcEventTypeArgs, 'input'>>;
  updateProcType?: Resolver<ResolversTypes['ProcType'], ParentType, ContextType, RequireFields<MutationUpdateProcTypeArgs, 'input'>>;
  updateRank?: Resolver<ResolversTypes['Rank'], ParentType, ContextType, RequireFields<MutationUpdateRankArgs, 'input'>>;
  updateRarity?: Resolver<ResolversTypes['Rarity'], ParentType, ContextType, RequireFields<MutationUpdateRarityArgs, 'input'>>;
  updateRegion?: Resolver<ResolversTypes['Region'], ParentType, ContextType, RequireFields<MutationUpdateRegionArgs, 'input'>>;
  updateStat?: Resolver<ResolversTypes['Stat'], ParentType, ContextType, RequireFields<MutationUpdateStatArgs, 'input'>>;
  updateTournament?: Resolver<ResolversTypes['Tournament'], ParentType, ContextType, RequireFields<MutationUpdateTournamentArgs, 'input'>>;
};

export type NewsItemResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['NewsItem'] = ResolversParentTypes['NewsItem'], FederationReferenceType extends FederationReferenceTypes['NewsItem'] = FederationReferenceTypes['NewsItem']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['NewsItem']> | FederationReferenceType, FederationReferenceType, ContextType>;
  animatedImageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  header?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProcEventTypeResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['ProcEventType'] = ResolversParentTypes['ProcEventType'], FederationReferenceType extends FederationReferenceTypes['ProcEventType'] = FederationReferenceTypes['ProcEventType']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['ProcEventType']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProcTypeResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['ProcType'] = ResolversParentTypes['ProcType'], FederationReferenceType extends FederationReferenceTypes['ProcType'] = FederationReferenceTypes['ProcType']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['ProcType']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  contentChanges?: Resolver<Array<ResolversTypes['AdminChange']>, ParentType, ContextType, Partial<QueryContentChangesArgs>>;
  contentRelease?: Resolver<ResolversTypes['ContentRelease'], ParentType, ContextType, RequireFields<QueryContentReleaseArgs, 'id'>>;
  contentReleaseProblems?: Resolver<Array<ResolversTypes['ContentReleaseProblem']>, ParentType, ContextType, RequireFields<QueryContentReleaseProblemsArgs, 'id'>>;
  contentReleases?: Resolver<Array<ResolversTypes['ContentRelease']>, ParentType, ContextType, Partial<QueryContentReleasesArgs>>;
  contentVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currencies?: Resolver<Array<ResolversTypes['Currency']>, ParentType, ContextType, Partial<QueryCurrenciesArgs>>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType, RequireFields<QueryCurrencyArgs, 'id'>>;
  damageType?: Resolver<ResolversTypes['DamageType'], ParentType, ContextType, RequireFields<QueryDamageTypeArgs, 'id'>>;
  damageTypes?: Resolver<Array<ResolversTypes['DamageType']>, ParentType, ContextType, Partial<QueryDamageTypesArgs>>;
  enemies?: Resolver<Array<ResolversTypes['Enemy']>, ParentType, ContextType, Partial<QueryEnemiesArgs>>;
  enemiesOfHuntingGround?: Resolver<Array<ResolversTypes['Enemy']>, ParentType, ContextType, RequireFields<QueryEnemiesOfHuntingGroundArgs, 'huntingGroundId'>>;
  enemy?: Resolver<ResolversTypes['Enemy'], ParentType, ContextType, RequireFields<QueryEnemyArgs, 'id'>>;
  enemyType?: Resolver<ResolversTypes['EnemyType'], ParentType, ContextType, RequireFields<QueryEnemyTypeArgs, 'id'>>;
  enemyTypes?: Resolver<Array<ResolversTypes['EnemyType']>, ParentType, ContextType, Partial<QueryEnemyTypesArgs>>;
  huntingGround?: Resolver<ResolversTypes['HuntingGround'], ParentType, ContextType, RequireFields<QueryHuntingGroundArgs, 'id'>>;
  huntingGrounds?: Resolver<Array<ResolversTypes['HuntingGround']>, ParentType, ContextType, Partial<QueryHuntingGroundsArgs>>;
  huntingGroundsOfRegion?: Resolver<Array<ResolversTypes['HuntingGround']>, ParentType, ContextType, RequireFields<QueryHuntingGroundsOfRegionArgs, 'regionId'>>;
  huntingTable?: Resolver<ResolversTypes['HuntingTable'], ParentType, ContextType, RequireFields<QueryHuntingTableArgs, 'id'>>;
  huntingTables?: Resolver<Array<ResolversTypes['HuntingTable']>, ParentType, ContextType, Partial<QueryHuntingTablesArgs>>;
  huntingTablesOfGround?: Resolver<Array<ResolversTypes['HuntingTable']>, ParentType, ContextType, RequireFields<QueryHuntingTablesOfGroundArgs, 'huntingGroundId'>>;
  item?: Resolver<ResolversTypes['Item'], ParentType, ContextType, RequireFields<QueryItemArgs, 'id'>>;
  itemType?: Resolver<ResolversTypes['ItemType'], ParentType, ContextType, RequireFields<QueryItemTypeArgs, 'id'>>;
  itemTypes?: Resolver<Array<ResolversTypes['ItemType']>, ParentType, ContextType, Partial<QueryItemTypesArgs>>;
  items?: Resolver<Array<ResolversTypes['Item']>, ParentType, ContextType, Partial<QueryItemsArgs>>;
  latestNews?: Resolver<Array<ResolversTypes['NewsItem']>, ParentType, ContextType, RequireFields<QueryLatestNewsArgs, 'count' | 'offset'>>;
  myContentData?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newsItem?: Resolver<ResolversTypes['NewsItem'], ParentType, ContextType, RequireFields<QueryNewsItemArgs, 'id'>>;
  newsItems?: Resolver<Array<ResolversTypes['NewsItem']>, ParentType, ContextType, Partial<QueryNewsItemsArgs>>;
  procEventType?: Resolver<ResolversTypes['ProcEventType'], ParentType, ContextType, RequireFields<QueryProcEventTypeArgs, 'id'>>;
  procEventTypes?: Resolver<Array<ResolversTypes['ProcEventType']>, ParentType, ContextType, Partial<QueryProcEventTypesArgs>>;
  procType?: Resolver<ResolversTypes['ProcType'], ParentType, ContextType, RequireFields<QueryProcTypeArgs, 'id'>>;
  procTypes?: Resolver<Array<ResolversTypes['ProcType']>, ParentType, ContextType, Partial<QueryProcTypesArgs>>;
  rank?: Resolver<ResolversTypes['Rank'], ParentType, ContextType, RequireFields<QueryRankArgs, 'id'>>;
  ranks?: Resolver<Array<ResolversTypes['Rank']>, ParentType, ContextType, Partial<QueryRanksArgs>>;
  rarities?: Resolver<Array<ResolversTypes['Rarity']>, ParentType, ContextType, Partial<QueryRaritiesArgs>>;
  rarity?: Resolver<ResolversTypes['Rarity'], ParentType, ContextType, RequireFields<QueryRarityArgs, 'id'>>;
  region?: Resolver<ResolversTypes['Region'], ParentType, ContextType, RequireFields<QueryRegionArgs, 'id'>>;
  regions?: Resolver<Array<ResolversTypes['Region']>, ParentType, ContextType, Partial<QueryRegionsArgs>>;
  settingByKey?: Resolver<Maybe<ResolversTypes['Setting']>, ParentType, ContextType, RequireFields<QuerySettingByKeyArgs, 'key'>>;
  stat?: Resolver<ResolversTypes['Stat'], ParentType, ContextType, RequireFields<QueryStatArgs, 'id'>>;
  statMaxes?: Resolver<Array<ResolversTypes['StatMax']>, ParentType, ContextType, Partial<QueryStatMaxesArgs>>;
  stats?: Resolver<Array<ResolversTypes['Stat']>, ParentType, ContextType, Partial<QueryStatsArgs>>;
  tournament?: Resolver<ResolversTypes['Tournament'], ParentType, ContextType, RequireFields<QueryTournamentArgs, 'id'>>;
  tournaments?: Resolver<Array<ResolversTypes['Tournament']>, ParentType, ContextType, Partial<QueryTournamentsArgs>>;
};

export type RankResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Rank'] = ResolversParentTypes['Rank'], FederationReferenceType extends FederationReferenceTypes['Rank'] = FederationReferenceTypes['Rank']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Rank']> | FederationReferenceType, FederationReferenceType, ContextType>;
  flavorText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rewardItemId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rewardItemIdRef?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType>;
  xp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RarityResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Rarity'] = ResolversParentTypes['Rarity'], FederationReferenceType extends FederationReferenceTypes['Rarity'] = FederationReferenceTypes['Rarity']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Rarity']> | FederationReferenceType, FederationReferenceType, ContextType>;
  colorHex?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flavorText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RegionResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Region'] = ResolversParentTypes['Region'], FederationReferenceType extends FederationReferenceTypes['Region'] = FederationReferenceTypes['Region']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Region']> | FederationReferenceType, FederationReferenceType, ContextType>;
  animatedImageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  keyId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  keyIdRef?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  xpReqired?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SettingResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Setting'] = ResolversParentTypes['Setting']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StatResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Stat'] = ResolversParentTypes['Stat'], FederationReferenceType extends FederationReferenceTypes['Stat'] = FederationReferenceTypes['Stat']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Stat']> | FederationReferenceType, FederationReferenceType, ContextType>;
  affectedCreatureType?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  affectedCreatureTypeRef?: Resolver<Maybe<ResolversTypes['EnemyType']>, ParentType, ContextType>;
  damageType?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  damageTypeRef?: Resolver<Maybe<ResolversTypes['DamageType']>, ParentType, ContextType>;
  flavorText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  procEventType?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  procEventTypeRef?: Resolver<Maybe<ResolversTypes['ProcEventType']>, ParentType, ContextType>;
  procType?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  procTypeRef?: Resolver<Maybe<ResolversTypes['ProcType']>, ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  statType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitSymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StatEntryResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['StatEntry'] = ResolversParentTypes['StatEntry']> = {
  procPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortNameRef?: Resolver<Maybe<ResolversTypes['Stat']>, ParentType, ContextType>;
  valueFrom?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  valueTo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StatMaxResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['StatMax'] = ResolversParentTypes['StatMax']> = {
  capMode?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contributingItems?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentTargetMax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  desiredPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hardCapValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  highestUserValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  rawTheoreticalMax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  smoothedTheoreticalMax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  statShortName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TournamentResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['Tournament'] = ResolversParentTypes['Tournament'], FederationReferenceType extends FederationReferenceTypes['Tournament'] = FederationReferenceTypes['Tournament']> = {
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Tournament']> | FederationReferenceType, FederationReferenceType, ContextType>;
  endsAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  flavorText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxPlayers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minXp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pointTable?: Resolver<Array<ResolversTypes['TournamentPoints']>, ParentType, ContextType>;
  prizes?: Resolver<Array<ResolversTypes['TournamentPrize']>, ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TournamentPointsResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['TournamentPoints'] = ResolversParentTypes['TournamentPoints']> = {
  enemyId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enemyIdRef?: Resolver<Maybe<ResolversTypes['Enemy']>, ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TournamentPrizeResolvers<ContextType = ContentContext, ParentType extends ResolversParentTypes['TournamentPrize'] = ResolversParentTypes['TournamentPrize']> = {
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currencyAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currencyRef?: Resolver<Maybe<ResolversTypes['Currency']>, ParentType, ContextType>;
  itemAmount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  itemIdRef?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType>;
  rankFrom?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rankTo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = ContentContext> = {
  ActionResult?: ActionResultResolvers<ContextType>;
  AdminChange?: AdminChangeResolvers<ContextType>;
  ContentRelease?: ContentReleaseResolvers<ContextType>;
  ContentReleaseChange?: ContentReleaseChangeResolvers<ContextType>;
  ContentReleaseProblem?: ContentReleaseProblemResolvers<ContextType>;
  CraftingMat?: CraftingMatResolvers<ContextType>;
  Currency?: CurrencyResolvers<ContextType>;
  CurrencyEntry?: CurrencyEntryResolvers<ContextType>;
  DamageType?: DamageTypeResolvers<ContextType>;
  Enemy?: EnemyResolvers<ContextType>;
  EnemyEquipment?: EnemyEquipmentResolvers<ContextType>;
  EnemyType?: EnemyTypeResolvers<ContextType>;
  HuntingGround?: HuntingGroundResolvers<ContextType>;
  HuntingTable?: HuntingTableResolvers<ContextType>;
  HuntingTableEnemy?: HuntingTableEnemyResolvers<ContextType>;
  Item?: ItemResolvers<ContextType>;
  ItemType?: ItemTypeResolvers<ContextType>;
  LootEntry?: LootEntryResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NewsItem?: NewsItemResolvers<ContextType>;
  ProcEventType?: ProcEventTypeResolvers<ContextType>;
  ProcType?: ProcTypeResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Rank?: RankResolvers<ContextType>;
  Rarity?: RarityResolvers<ContextType>;
  Region?: RegionResolvers<ContextType>;
  Setting?: SettingResolvers<ContextType>;
  Stat?: StatResolvers<ContextType>;
  StatEntry?: StatEntryResolvers<ContextType>;
  StatMax?: StatMaxResolvers<ContextType>;
  Tournament?: TournamentResolvers<ContextType>;
  TournamentPoints?: TournamentPointsResolvers<ContextType>;
  TournamentPrize?: TournamentPrizeResolvers<ContextType>;
};

