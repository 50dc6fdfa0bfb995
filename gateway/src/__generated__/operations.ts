/* Generated from operations/*.graphql by `npm run operations`: do not edit. */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type AdminUserInput = {
  email?: string | null | undefined;
  id: string | number;
  name?: string | null | undefined;
  patreonType?: number | null | undefined;
  userRole?: number | null | undefined;
};

export type CraftingMatInput = {
  amount?: number | null | undefined;
  itemId?: number | null | undefined;
};

export type CurrencyEntryInput = {
  name?: string | null | undefined;
  value?: number | null | undefined;
};

export type CurrencyInput = {
  flavorText?: string | null | undefined;
  /** Required to update; ignored on create. */
  id?: number | null | undefined;
  imageId?: number | null | undefined;
  name?: string | null | undefined;
  orderIndex?: number | null | undefined;
  shortName?: string | null | undefined;
  subscriptionOnly?: boolean | null | undefined;
};

/** Why a currency balance moved (docs/ledger.md#sources). */
export type CurrencySource =
  /** A balance an admin set. */
  | 'ADMIN_GRANT'
  /** A Treasury claim. */
  | 'CLAIM'
  /** An operator's correction after a ledger check found a difference. */
  | 'CORRECTION'
  /** Forging an item from materials. */
  | 'CRAFT'
  /** A share of a coven expedition's chest. */
  | 'EXPEDITION'
  /** A friend's daily gift. */
  | 'GIFT'
  /** A fight's reward, or gold a thief stole or took (reference: the fight's id). */
  | 'HUNT'
  /** A league week's reward. */
  | 'LEAGUE_REWARD'
  /** Trading with other players. */
  | 'MARKET'
  /** Buying from or selling to a merchant (reference: the trade's exchange key). */
  | 'MERCHANT'
  /** A completed mission's reward (reference: the mission's id). */
  | 'MISSION'
  /** What the player held when the ledger began. */
  | 'OPENING_BALANCE'
  /** A change by another internal service. */
  | 'OTHER'
  /** What a premium package or subscription granted. */
  | 'PREMIUM_GRANT'
  /** Currency given back (an order cancelled or expired). */
  | 'REFUND'
  /** What a refunded payment granted, taken back. */
  | 'REVERSAL'
  /** A new player's starter kit. */
  | 'STARTER_KIT'
  /** A tournament's prize. */
  | 'TOURNAMENT_REWARD'
  /** A travel's cost (reference: the hunting ground's id). */
  | 'TRAVEL';

export type CurrencyValueInput = {
  name: string;
  value: number;
};

export type DamageTypeInput = {
  colorHex?: string | null | undefined;
  /** Required to update; ignored on create. */
  id?: number | null | undefined;
  imageId?: number | null | undefined;
  name?: string | null | undefined;
  shortName?: string | null | undefined;
};

export type EnemyEquipmentInput = {
  itemId?: number | null | undefined;
  itemType?: number | null | undefined;
};

export type EnemyInput = {
  animatedImageId?: number | null | undefined;
  currencies?: Array<CurrencyEntryInput> | null | undefined;
  enemyRarity?: number | null | undefined;
  enemyType?: number | null | undefined;
  equipment?: Array<EnemyEquipmentInput> | null | undefined;
  flavorText?: string | null | undefined;
  /** Required to update; ignored on create. */
  id?: number | null | undefined;
  imageId?: number | null | undefined;
  loot?: Array<LootEntryInput> | null | undefined;
  name?: string | null | undefined;
  orderIndex?: number | null | undefined;
  refund?: Array<CurrencyEntryInput> | null | undefined;
  stats?: Array<StatEntryInput> | null | undefined;
  visible?: boolean | null | undefined;
  xp?: number | null | undefined;
};

export type EnemyTypeInput = {
  /** Required to update; ignored on create. */
  id?: number | null | undefined;
  imageId?: number | null | undefined;
  name?: string | null | undefined;
  shortName?: string | null | undefined;
};

export type HuntAction =
  /** Start a hunt, or play the next round of the one in progress. */
  | 'ATTACK'
  /** Start a hunt on a coffin charge (no cooldown), or play the next round. */
  | 'COFFIN'
  /** Start a hunt if none is running, and play all remaining rounds. */
  | 'QUICK';

export type HuntingGroundInput = {
  animatedImageId?: number | null | undefined;
  currency?: string | null | undefined;
  flavorText?: string | null | undefined;
  /** Required to update; ignored on create. */
  id?: number | null | undefined;
  imageId?: number | null | undefined;
  keyId?: number | null | undefined;
  name?: string | null | undefined;
  regionId?: number | null | undefined;
  sequence?: number | null | undefined;
  specialBaitItemId?: Array<number> | null | undefined;
  travelCost?: Array<CurrencyEntryInput> | null | undefined;
  visible?: boolean | null | undefined;
  xpReqired?: number | null | undefined;
};

export type HuntingTableEnemyInput = {
  enemyId?: number | null | undefined;
  rangeMax?: number | null | undefined;
  rangeMin?: number | null | undefined;
};

export type HuntingTableInput = {
  baitItemId?: number | null | undefined;
  enemies?: Array<HuntingTableEnemyInput> | null | undefined;
  huntingGroundId?: number | null | undefined;
  /** Required to update; ignored on create. */
  id?: number | null | undefined;
  imageId?: number | null | undefined;
  name?: string | null | undefined;
  sequence?: number | null | undefined;
};

export type ItemInput = {
  animatedId?: number | null | undefined;
  bloodforge?: boolean | null | undefined;
  buyable?: boolean | null | undefined;
  canAttractEnemyId?: number | null | undefined;
  canAttractEnemyType?: number | null | undefined;
  craftingMats?: Array<CraftingMatInput> | null | undefined;
  creatureType?: number | null | undefined;
  flavorText?: string | null | undefined;
  /** Required to update; ignored on create. */
  id?: number | null | undefined;
  imageId?: number | null | undefined;
  name?: string | null | undefined;
  needSub?: number | null | undefined;
  premiumShop?: boolean | null | undefined;
  price?: Array<CurrencyEntryInput> | null | undefined;
  rarity?: number | null | undefined;
  refund?: Array<CurrencyEntryInput> | null | undefined;
  reqXP?: number | null | undefined;
  stats?: Array<StatEntryInput> | null | undefined;
  transferable?: boolean | null | undefined;
  trophieItemIds?: Array<number> | null | undefined;
  type?: number | null | undefined;
  unique?: boolean | null | undefined;
  visible?: boolean | null | undefined;
};

export type ItemTypeInput = {
  alwaysEquipped?: boolean | null | undefined;
  flavorText?: string | null | undefined;
  /** Required to update; ignored on create. */
  id?: number | null | undefined;
  imageId?: number | null | undefined;
  isEquipment?: boolean | null | undefined;
  itemTypeSlots?: number | null | undefined;
  name?: string | null | undefined;
  orderIndex?: number | null | undefined;
  shortName?: string | null | undefined;
};

/** Filters of a journal search; every field is optional and they combine (and). */
export type JournalFilter = {
  enemyId?: number | null | undefined;
  /** Epoch seconds, inclusive. */
  from?: number | null | undefined;
  huntingGroundId?: number | null | undefined;
  /** Combat result: 1 draw, 2 victory, 3 loss, 4 no bait equipped. */
  result?: number | null | undefined;
  /** Text the entry mentions (an enemy, hunting ground or item name, a travel, a rank, a message); at most 100 characters. */
  search?: string | null | undefined;
  /** Epoch seconds, inclusive; not before from. */
  to?: number | null | undefined;
  /** Entry type: 0 travel, 1 combat, 2 rank up, 3 mission reward, 4 system message. */
  type?: number | null | undefined;
};

export type LadderKind =
  | 'COOLNESS'
  | 'XP';

export type LootEntryInput = {
  amountMax?: number | null | undefined;
  amountMin?: number | null | undefined;
  dropChance?: number | null | undefined;
  itemId?: number | null | undefined;
};

export type MarketOrderStatus =
  | 'CANCELLED'
  | 'EXPIRED'
  | 'FILLED'
  /** On the book. */
  | 'OPEN'
  /** Its escrow is being taken; it cannot trade yet. */
  | 'PENDING'
  /** Its escrow could not be completed; what was taken is given back. */
  | 'REJECTED';

export type MarketSide =
  | 'BUY'
  | 'SELL';

export type MerchantKey =
  | 'ARMORY'
  | 'BLOODFORGE'
  | 'CRYPT'
  | 'JEWEL'
  | 'MERCATUS'
  | 'SANCTUM'
  | 'STABLE'
  | 'WEAPON_MASTER';

export type NewsItemInput = {
  animatedImageId?: number | null | undefined;
  header?: string | null | undefined;
  /** Required to update; ignored on create. */
  id?: number | null | undefined;
  imageId?: number | null | undefined;
  message?: string | null | undefined;
  timestamp?: number | null | undefined;
};

/**
 * PURCHASE: a one-time order for a package. SUBSCRIPTION: a monthly tier. UPGRADE: a higher tier bought
 * while a lower one is active, charged the price difference for the current month.
 */
export type PaymentKind =
  | 'PURCHASE'
  | 'SUBSCRIPTION'
  | 'UPGRADE';

/** A package as the admin editor holds it; id is required to update, ignored on create. */
export type PremiumPackageInput = {
  animatedImageId?: number | null | undefined;
  id?: number | null | undefined;
  imageId?: number | null | undefined;
  items?: Array<PremiumPackageItemInput> | null | undefined;
  month?: number | null | undefined;
  name?: string | null | undefined;
  promotionalLabel?: string | null | undefined;
  singleItemType?: number | null | undefined;
  subscriptionLevel?: number | null | undefined;
  usd?: number | null | undefined;
  visible?: boolean | null | undefined;
  year?: number | null | undefined;
};

export type PremiumPackageItemInput = {
  /** Defaults to 1 (the admin adds an item first and sets its amount afterwards). */
  amount?: number | null | undefined;
  itemId: number;
};

export type ProcEventTypeInput = {
  /** Required to update; ignored on create. */
  id?: number | null | undefined;
  imageId?: number | null | undefined;
  name?: string | null | undefined;
  shortName?: string | null | undefined;
};

export type ProcTypeInput = {
  /** Required to update; ignored on create. */
  id?: number | null | undefined;
  imageId?: number | null | undefined;
  name?: string | null | undefined;
  shortName?: string | null | undefined;
};

export type RankInput = {
  flavorText?: string | null | undefined;
  /** Required to update; ignored on create. */
  id?: number | null | undefined;
  imageId?: number | null | undefined;
  name?: string | null | undefined;
  rewardItemId?: number | null | undefined;
  xp?: number | null | undefined;
};

export type RarityInput = {
  colorHex?: string | null | undefined;
  flavorText?: string | null | undefined;
  /** Required to update; ignored on create. */
  id?: number | null | undefined;
  name?: string | null | undefined;
  sequence?: number | null | undefined;
  shortName?: string | null | undefined;
};

export type RegionInput = {
  animatedImageId?: number | null | undefined;
  /** Required to update; ignored on create. */
  id?: number | null | undefined;
  imageId?: number | null | undefined;
  keyId?: number | null | undefined;
  name?: string | null | undefined;
  sequence?: number | null | undefined;
  visible?: boolean | null | undefined;
  xpReqired?: number | null | undefined;
};

export type StatEntryInput = {
  procPercent?: number | null | undefined;
  shortName?: string | null | undefined;
  valueFrom?: number | null | undefined;
  valueTo?: number | null | undefined;
};

export type StatInput = {
  affectedCreatureType?: number | null | undefined;
  damageType?: number | null | undefined;
  flavorText?: string | null | undefined;
  /** Required to update; ignored on create. */
  id?: number | null | undefined;
  imageId?: number | null | undefined;
  name?: string | null | undefined;
  orderIndex?: number | null | undefined;
  procEventType?: number | null | undefined;
  procType?: number | null | undefined;
  shortName?: string | null | undefined;
  statType?: number | null | undefined;
  unitSymbol?: string | null | undefined;
};

export type TournamentInput = {
  endsAt?: number | null | undefined;
  flavorText?: string | null | undefined;
  /** Required to update; ignored on create. */
  id?: number | null | undefined;
  imageId?: number | null | undefined;
  maxPlayers?: number | null | undefined;
  minXp?: number | null | undefined;
  name?: string | null | undefined;
  pointTable?: Array<TournamentPointsInput> | null | undefined;
  prizes?: Array<TournamentPrizeInput> | null | undefined;
  startsAt?: number | null | undefined;
};

export type TournamentPointsInput = {
  enemyId?: number | null | undefined;
  points?: number | null | undefined;
};

export type TournamentPrizeInput = {
  currency?: string | null | undefined;
  currencyAmount?: number | null | undefined;
  itemAmount?: number | null | undefined;
  itemId?: number | null | undefined;
  rankFrom?: number | null | undefined;
  rankTo?: number | null | undefined;
};

export type TreasuryKind =
  | 'ACHIEVEMENTS'
  | 'COLLECTIONS';

export type LadderQueryVariables = Exact<{
  kind: LadderKind;
  offset: number;
}>;


export type LadderQuery = { ladder: Array<{ name: string, avatarImageId: number | null, xp: number, ladderRank: number | null, coolness: number, coolnessRank: number | null }> };

export type AnalyticsRecordsQueryVariables = Exact<{ [key: string]: never; }>;


export type AnalyticsRecordsQuery = { analyticsRecords: Array<{ id: number, timestamp: number, users: number, usersActiveWeek: number, usersActiveMonth: number, usersActive: number, silverSubsActive: number, goldSubsActive: number, platSubsActive: number, purchases: Array<{ packageId: number, amount: number }> }> };

export type ItemFieldsFragment = { id: number, name: string, flavorText: string, imageId: number | null, animatedId: number | null, type: number, rarity: number, visible: boolean, reqXP: number, buyable: boolean, premiumShop: boolean, bloodforge: boolean, unique: boolean, transferable: boolean, needSub: number, trophieItemIds: Array<number>, creatureType: number | null, canAttractEnemyType: number | null, canAttractEnemyId: number | null, ownedAmount: number, price: Array<{ name: string, value: number }>, refund: Array<{ name: string, value: number }>, stats: Array<{ shortName: string, valueFrom: number, valueTo: number, procPercent: number }>, craftingMats: Array<{ itemId: number, amount: number }> };

export type ListItemQueryVariables = Exact<{ [key: string]: never; }>;


export type ListItemQuery = { items: Array<{ id: number, name: string, flavorText: string, imageId: number | null, animatedId: number | null, type: number, rarity: number, visible: boolean, reqXP: number, buyable: boolean, premiumShop: boolean, bloodforge: boolean, unique: boolean, transferable: boolean, needSub: number, trophieItemIds: Array<number>, creatureType: number | null, canAttractEnemyType: number | null, canAttractEnemyId: number | null, ownedAmount: number, price: Array<{ name: string, value: number }>, refund: Array<{ name: string, value: number }>, stats: Array<{ shortName: string, valueFrom: number, valueTo: number, procPercent: number }>, craftingMats: Array<{ itemId: number, amount: number }> }> };

export type GetItemQueryVariables = Exact<{
  id: number;
}>;


export type GetItemQuery = { item: { id: number, name: string, flavorText: string, imageId: number | null, animatedId: number | null, type: number, rarity: number, visible: boolean, reqXP: number, buyable: boolean, premiumShop: boolean, bloodforge: boolean, unique: boolean, transferable: boolean, needSub: number, trophieItemIds: Array<number>, creatureType: number | null, canAttractEnemyType: number | null, canAttractEnemyId: number | null, ownedAmount: number, price: Array<{ name: string, value: number }>, refund: Array<{ name: string, value: number }>, stats: Array<{ shortName: string, valueFrom: number, valueTo: number, procPercent: number }>, craftingMats: Array<{ itemId: number, amount: number }> } };

export type CreateItemMutationVariables = Exact<{
  input: ItemInput;
}>;


export type CreateItemMutation = { createItem: { id: number, name: string, flavorText: string, imageId: number | null, animatedId: number | null, type: number, rarity: number, visible: boolean, reqXP: number, buyable: boolean, premiumShop: boolean, bloodforge: boolean, unique: boolean, transferable: boolean, needSub: number, trophieItemIds: Array<number>, creatureType: number | null, canAttractEnemyType: number | null, canAttractEnemyId: number | null, ownedAmount: number, price: Array<{ name: string, value: number }>, refund: Array<{ name: string, value: number }>, stats: Array<{ shortName: string, valueFrom: number, valueTo: number, procPercent: number }>, craftingMats: Array<{ itemId: number, amount: number }> } };

export type UpdateItemMutationVariables = Exact<{
  input: ItemInput;
}>;


export type UpdateItemMutation = { updateItem: { id: number, name: string, flavorText: string, imageId: number | null, animatedId: number | null, type: number, rarity: number, visible: boolean, reqXP: number, buyable: boolean, premiumShop: boolean, bloodforge: boolean, unique: boolean, transferable: boolean, needSub: number, trophieItemIds: Array<number>, creatureType: number | null, canAttractEnemyType: number | null, canAttractEnemyId: number | null, ownedAmount: number, price: Array<{ name: string, value: number }>, refund: Array<{ name: string, value: number }>, stats: Array<{ shortName: string, valueFrom: number, valueTo: number, procPercent: number }>, craftingMats: Array<{ itemId: number, amount: number }> } };

export type DeleteItemMutationVariables = Exact<{
  id: number;
}>;


export type DeleteItemMutation = { deleteItem: { success: boolean, message: string } };

export type CurrencyFieldsFragment = { id: number, name: string, shortName: string, imageId: number | null, flavorText: string, orderIndex: number, subscriptionOnly: boolean };

export type ListCurrencyQueryVariables = Exact<{ [key: string]: never; }>;


export type ListCurrencyQuery = { currencies: Array<{ id: number, name: string, shortName: string, imageId: number | null, flavorText: string, orderIndex: number, subscriptionOnly: boolean }> };

export type GetCurrencyQueryVariables = Exact<{
  id: number;
}>;


export type GetCurrencyQuery = { currency: { id: number, name: string, shortName: string, imageId: number | null, flavorText: string, orderIndex: number, subscriptionOnly: boolean } };

export type CreateCurrencyMutationVariables = Exact<{
  input: CurrencyInput;
}>;


export type CreateCurrencyMutation = { createCurrency: { id: number, name: string, shortName: string, imageId: number | null, flavorText: string, orderIndex: number, subscriptionOnly: boolean } };

export type UpdateCurrencyMutationVariables = Exact<{
  input: CurrencyInput;
}>;


export type UpdateCurrencyMutation = { updateCurrency: { id: number, name: string, shortName: string, imageId: number | null, flavorText: string, orderIndex: number, subscriptionOnly: boolean } };

export type DeleteCurrencyMutationVariables = Exact<{
  id: number;
}>;


export type DeleteCurrencyMutation = { deleteCurrency: { success: boolean, message: string } };

export type ItemTypeFieldsFragment = { id: number, name: string, shortName: string, imageId: number | null, itemTypeSlots: number, isEquipment: boolean, alwaysEquipped: boolean, flavorText: string, orderIndex: number };

export type ListItemTypeQueryVariables = Exact<{ [key: string]: never; }>;


export type ListItemTypeQuery = { itemTypes: Array<{ id: number, name: string, shortName: string, imageId: number | null, itemTypeSlots: number, isEquipment: boolean, alwaysEquipped: boolean, flavorText: string, orderIndex: number }> };

export type GetItemTypeQueryVariables = Exact<{
  id: number;
}>;


export type GetItemTypeQuery = { itemType: { id: number, name: string, shortName: string, imageId: number | null, itemTypeSlots: number, isEquipment: boolean, alwaysEquipped: boolean, flavorText: string, orderIndex: number } };

export type CreateItemTypeMutationVariables = Exact<{
  input: ItemTypeInput;
}>;


export type CreateItemTypeMutation = { createItemType: { id: number, name: string, shortName: string, imageId: number | null, itemTypeSlots: number, isEquipment: boolean, alwaysEquipped: boolean, flavorText: string, orderIndex: number } };

export type UpdateItemTypeMutationVariables = Exact<{
  input: ItemTypeInput;
}>;


export type UpdateItemTypeMutation = { updateItemType: { id: number, name: string, shortName: string, imageId: number | null, itemTypeSlots: number, isEquipment: boolean, alwaysEquipped: boolean, flavorText: string, orderIndex: number } };

export type DeleteItemTypeMutationVariables = Exact<{
  id: number;
}>;


export type DeleteItemTypeMutation = { deleteItemType: { success: boolean, message: string } };

export type EnemyTypeFieldsFragment = { id: number, name: string, shortName: string, imageId: number | null };

export type ListEnemyTypeQueryVariables = Exact<{ [key: string]: never; }>;


export type ListEnemyTypeQuery = { enemyTypes: Array<{ id: number, name: string, shortName: string, imageId: number | null }> };

export type GetEnemyTypeQueryVariables = Exact<{
  id: number;
}>;


export type GetEnemyTypeQuery = { enemyType: { id: number, name: string, shortName: string, imageId: number | null } };

export type CreateEnemyTypeMutationVariables = Exact<{
  input: EnemyTypeInput;
}>;


export type CreateEnemyTypeMutation = { createEnemyType: { id: number, name: string, shortName: string, imageId: number | null } };

export type UpdateEnemyTypeMutationVariables = Exact<{
  input: EnemyTypeInput;
}>;


export type UpdateEnemyTypeMutation = { updateEnemyType: { id: number, name: string, shortName: string, imageId: number | null } };

export type DeleteEnemyTypeMutationVariables = Exact<{
  id: number;
}>;


export type DeleteEnemyTypeMutation = { deleteEnemyType: { success: boolean, message: string } };

export type StatFieldsFragment = { id: number, name: string, shortName: string, imageId: number | null, flavorText: string, unitSymbol: string, statType: number, procType: number | null, procEventType: number | null, affectedCreatureType: number | null, damageType: number | null, orderIndex: number };

export type ListStatQueryVariables = Exact<{ [key: string]: never; }>;


export type ListStatQuery = { stats: Array<{ id: number, name: string, shortName: string, imageId: number | null, flavorText: string, unitSymbol: string, statType: number, procType: number | null, procEventType: number | null, affectedCreatureType: number | null, damageType: number | null, orderIndex: number }> };

export type GetStatQueryVariables = Exact<{
  id: number;
}>;


export type GetStatQuery = { stat: { id: number, name: string, shortName: string, imageId: number | null, flavorText: string, unitSymbol: string, statType: number, procType: number | null, procEventType: number | null, affectedCreatureType: number | null, damageType: number | null, orderIndex: number } };

export type CreateStatMutationVariables = Exact<{
  input: StatInput;
}>;


export type CreateStatMutation = { createStat: { id: number, name: string, shortName: string, imageId: number | null, flavorText: string, unitSymbol: string, statType: number, procType: number | null, procEventType: number | null, affectedCreatureType: number | null, damageType: number | null, orderIndex: number } };

export type UpdateStatMutationVariables = Exact<{
  input: StatInput;
}>;


export type UpdateStatMutation = { updateStat: { id: number, name: string, shortName: string, imageId: number | null, flavorText: string, unitSymbol: string, statType: number, procType: number | null, procEventType: number | null, affectedCreatureType: number | null, damageType: number | null, orderIndex: number } };

export type DeleteStatMutationVariables = Exact<{
  id: number;
}>;


export type DeleteStatMutation = { deleteStat: { success: boolean, message: string } };

export type RarityFieldsFragment = { id: number, name: string, shortName: string, colorHex: string, flavorText: string, sequence: number };

export type ListRarityQueryVariables = Exact<{ [key: string]: never; }>;


export type ListRarityQuery = { rarities: Array<{ id: number, name: string, shortName: string, colorHex: string, flavorText: string, sequence: number }> };

export type GetRarityQueryVariables = Exact<{
  id: number;
}>;


export type GetRarityQuery = { rarity: { id: number, name: string, shortName: string, colorHex: string, flavorText: string, sequence: number } };

export type CreateRarityMutationVariables = Exact<{
  input: RarityInput;
}>;


export type CreateRarityMutation = { createRarity: { id: number, name: string, shortName: string, colorHex: string, flavorText: string, sequence: number } };

export type UpdateRarityMutationVariables = Exact<{
  input: RarityInput;
}>;


export type UpdateRarityMutation = { updateRarity: { id: number, name: string, shortName: string, colorHex: string, flavorText: string, sequence: number } };

export type DeleteRarityMutationVariables = Exact<{
  id: number;
}>;


export type DeleteRarityMutation = { deleteRarity: { success: boolean, message: string } };

export type EnemyFieldsFragment = { id: number, name: string, enemyType: number, enemyRarity: number, imageId: number | null, animatedImageId: number | null, flavorText: string, visible: boolean, xp: number, orderIndex: number, playerTimesHunted: number, globalTimesHunted: number, currencies: Array<{ name: string, value: number }>, equipment: Array<{ itemType: number | null, itemId: number }>, loot: Array<{ itemId: number, dropChance: number, amountMin: number, amountMax: number }>, stats: Array<{ shortName: string, valueFrom: number, valueTo: number, procPercent: number }>, refund: Array<{ name: string, value: number }> };

export type ListEnemyQueryVariables = Exact<{ [key: string]: never; }>;


export type ListEnemyQuery = { enemies: Array<{ id: number, name: string, enemyType: number, enemyRarity: number, imageId: number | null, animatedImageId: number | null, flavorText: string, visible: boolean, xp: number, orderIndex: number, playerTimesHunted: number, globalTimesHunted: number, currencies: Array<{ name: string, value: number }>, equipment: Array<{ itemType: number | null, itemId: number }>, loot: Array<{ itemId: number, dropChance: number, amountMin: number, amountMax: number }>, stats: Array<{ shortName: string, valueFrom: number, valueTo: number, procPercent: number }>, refund: Array<{ name: string, value: number }> }> };

export type GetEnemyQueryVariables = Exact<{
  id: number;
}>;


export type GetEnemyQuery = { enemy: { id: number, name: string, enemyType: number, enemyRarity: number, imageId: number | null, animatedImageId: number | null, flavorText: string, visible: boolean, xp: number, orderIndex: number, playerTimesHunted: number, globalTimesHunted: number, currencies: Array<{ name: string, value: number }>, equipment: Array<{ itemType: number | null, itemId: number }>, loot: Array<{ itemId: number, dropChance: number, amountMin: number, amountMax: number }>, stats: Array<{ shortName: string, valueFrom: number, valueTo: number, procPercent: number }>, refund: Array<{ name: string, value: number }> } };

export type CreateEnemyMutationVariables = Exact<{
  input: EnemyInput;
}>;


export type CreateEnemyMutation = { createEnemy: { id: number, name: string, enemyType: number, enemyRarity: number, imageId: number | null, animatedImageId: number | null, flavorText: string, visible: boolean, xp: number, orderIndex: number, playerTimesHunted: number, globalTimesHunted: number, currencies: Array<{ name: string, value: number }>, equipment: Array<{ itemType: number | null, itemId: number }>, loot: Array<{ itemId: number, dropChance: number, amountMin: number, amountMax: number }>, stats: Array<{ shortName: string, valueFrom: number, valueTo: number, procPercent: number }>, refund: Array<{ name: string, value: number }> } };

export type UpdateEnemyMutationVariables = Exact<{
  input: EnemyInput;
}>;


export type UpdateEnemyMutation = { updateEnemy: { id: number, name: string, enemyType: number, enemyRarity: number, imageId: number | null, animatedImageId: number | null, flavorText: string, visible: boolean, xp: number, orderIndex: number, playerTimesHunted: number, globalTimesHunted: number, currencies: Array<{ name: string, value: number }>, equipment: Array<{ itemType: number | null, itemId: number }>, loot: Array<{ itemId: number, dropChance: number, amountMin: number, amountMax: number }>, stats: Array<{ shortName: string, valueFrom: number, valueTo: number, procPercent: number }>, refund: Array<{ name: string, value: number }> } };

export type DeleteEnemyMutationVariables = Exact<{
  id: number;
}>;


export type DeleteEnemyMutation = { deleteEnemy: { success: boolean, message: string } };

export type RegionFieldsFragment = { id: number, name: string, imageId: number | null, animatedImageId: number | null, sequence: number, xpReqired: number, visible: boolean, keyId: number | null };

export type ListRegionQueryVariables = Exact<{ [key: string]: never; }>;


export type ListRegionQuery = { regions: Array<{ id: number, name: string, imageId: number | null, animatedImageId: number | null, sequence: number, xpReqired: number, visible: boolean, keyId: number | null }> };

export type GetRegionQueryVariables = Exact<{
  id: number;
}>;


export type GetRegionQuery = { region: { id: number, name: string, imageId: number | null, animatedImageId: number | null, sequence: number, xpReqired: number, visible: boolean, keyId: number | null } };

export type CreateRegionMutationVariables = Exact<{
  input: RegionInput;
}>;


export type CreateRegionMutation = { createRegion: { id: number, name: string, imageId: number | null, animatedImageId: number | null, sequence: number, xpReqired: number, visible: boolean, keyId: number | null } };

export type UpdateRegionMutationVariables = Exact<{
  input: RegionInput;
}>;


export type UpdateRegionMutation = { updateRegion: { id: number, name: string, imageId: number | null, animatedImageId: number | null, sequence: number, xpReqired: number, visible: boolean, keyId: number | null } };

export type DeleteRegionMutationVariables = Exact<{
  id: number;
}>;


export type DeleteRegionMutation = { deleteRegion: { success: boolean, message: string } };

export type HuntingGroundFieldsFragment = { id: number, name: string, flavorText: string, imageId: number | null, animatedImageId: number | null, visible: boolean, sequence: number, xpReqired: number, regionId: number, keyId: number | null, specialBaitItemId: Array<number>, currency: string | null, travelCost: Array<{ name: string, value: number }> };

export type ListHuntingGroundQueryVariables = Exact<{ [key: string]: never; }>;


export type ListHuntingGroundQuery = { huntingGrounds: Array<{ id: number, name: string, flavorText: string, imageId: number | null, animatedImageId: number | null, visible: boolean, sequence: number, xpReqired: number, regionId: number, keyId: number | null, specialBaitItemId: Array<number>, currency: string | null, travelCost: Array<{ name: string, value: number }> }> };

export type GetHuntingGroundQueryVariables = Exact<{
  id: number;
}>;


export type GetHuntingGroundQuery = { huntingGround: { id: number, name: string, flavorText: string, imageId: number | null, animatedImageId: number | null, visible: boolean, sequence: number, xpReqired: number, regionId: number, keyId: number | null, specialBaitItemId: Array<number>, currency: string | null, travelCost: Array<{ name: string, value: number }> } };

export type CreateHuntingGroundMutationVariables = Exact<{
  input: HuntingGroundInput;
}>;


export type CreateHuntingGroundMutation = { createHuntingGround: { id: number, name: string, flavorText: string, imageId: number | null, animatedImageId: number | null, visible: boolean, sequence: number, xpReqired: number, regionId: number, keyId: number | null, specialBaitItemId: Array<number>, currency: string | null, travelCost: Array<{ name: string, value: number }> } };

export type UpdateHuntingGroundMutationVariables = Exact<{
  input: HuntingGroundInput;
}>;


export type UpdateHuntingGroundMutation = { updateHuntingGround: { id: number, name: string, flavorText: string, imageId: number | null, animatedImageId: number | null, visible: boolean, sequence: number, xpReqired: number, regionId: number, keyId: number | null, specialBaitItemId: Array<number>, currency: string | null, travelCost: Array<{ name: string, value: number }> } };

export type DeleteHuntingGroundMutationVariables = Exact<{
  id: number;
}>;


export type DeleteHuntingGroundMutation = { deleteHuntingGround: { success: boolean, message: string } };

export type HuntingTableFieldsFragment = { id: number, name: string, huntingGroundId: number, sequence: number, imageId: number | null, baitItemId: number | null, enemies: Array<{ enemyId: number, rangeMin: number, rangeMax: number }> };

export type ListHuntingTableQueryVariables = Exact<{ [key: string]: never; }>;


export type ListHuntingTableQuery = { huntingTables: Array<{ id: number, name: string, huntingGroundId: number, sequence: number, imageId: number | null, baitItemId: number | null, enemies: Array<{ enemyId: number, rangeMin: number, rangeMax: number }> }> };

export type GetHuntingTableQueryVariables = Exact<{
  id: number;
}>;


export type GetHuntingTableQuery = { huntingTable: { id: number, name: string, huntingGroundId: number, sequence: number, imageId: number | null, baitItemId: number | null, enemies: Array<{ enemyId: number, rangeMin: number, rangeMax: number }> } };

export type CreateHuntingTableMutationVariables = Exact<{
  input: HuntingTableInput;
}>;


export type CreateHuntingTableMutation = { createHuntingTable: { id: number, name: string, huntingGroundId: number, sequence: number, imageId: number | null, baitItemId: number | null, enemies: Array<{ enemyId: number, rangeMin: number, rangeMax: number }> } };

export type UpdateHuntingTableMutationVariables = Exact<{
  input: HuntingTableInput;
}>;


export type UpdateHuntingTableMutation = { updateHuntingTable: { id: number, name: string, huntingGroundId: number, sequence: number, imageId: number | null, baitItemId: number | null, enemies: Array<{ enemyId: number, rangeMin: number, rangeMax: number }> } };

export type DeleteHuntingTableMutationVariables = Exact<{
  id: number;
}>;


export type DeleteHuntingTableMutation = { deleteHuntingTable: { success: boolean, message: string } };

export type ProcTypeFieldsFragment = { id: number, name: string, shortName: string, imageId: number | null };

export type ListProcTypeQueryVariables = Exact<{ [key: string]: never; }>;


export type ListProcTypeQuery = { procTypes: Array<{ id: number, name: string, shortName: string, imageId: number | null }> };

export type GetProcTypeQueryVariables = Exact<{
  id: number;
}>;


export type GetProcTypeQuery = { procType: { id: number, name: string, shortName: string, imageId: number | null } };

export type CreateProcTypeMutationVariables = Exact<{
  input: ProcTypeInput;
}>;


export type CreateProcTypeMutation = { createProcType: { id: number, name: string, shortName: string, imageId: number | null } };

export type UpdateProcTypeMutationVariables = Exact<{
  input: ProcTypeInput;
}>;


export type UpdateProcTypeMutation = { updateProcType: { id: number, name: string, shortName: string, imageId: number | null } };

export type DeleteProcTypeMutationVariables = Exact<{
  id: number;
}>;


export type DeleteProcTypeMutation = { deleteProcType: { success: boolean, message: string } };

export type ProcEventTypeFieldsFragment = { id: number, name: string, shortName: string, imageId: number | null };

export type ListProcEventTypeQueryVariables = Exact<{ [key: string]: never; }>;


export type ListProcEventTypeQuery = { procEventTypes: Array<{ id: number, name: string, shortName: string, imageId: number | null }> };

export type GetProcEventTypeQueryVariables = Exact<{
  id: number;
}>;


export type GetProcEventTypeQuery = { procEventType: { id: number, name: string, shortName: string, imageId: number | null } };

export type CreateProcEventTypeMutationVariables = Exact<{
  input: ProcEventTypeInput;
}>;


export type CreateProcEventTypeMutation = { createProcEventType: { id: number, name: string, shortName: string, imageId: number | null } };

export type UpdateProcEventTypeMutationVariables = Exact<{
  input: ProcEventTypeInput;
}>;


export type UpdateProcEventTypeMutation = { updateProcEventType: { id: number, name: string, shortName: string, imageId: number | null } };

export type DeleteProcEventTypeMutationVariables = Exact<{
  id: number;
}>;


export type DeleteProcEventTypeMutation = { deleteProcEventType: { success: boolean, message: string } };

export type DamageTypeFieldsFragment = { id: number, name: string, shortName: string, imageId: number | null, colorHex: string };

export type ListDamageTypeQueryVariables = Exact<{ [key: string]: never; }>;


export type ListDamageTypeQuery = { damageTypes: Array<{ id: number, name: string, shortName: string, imageId: number | null, colorHex: string }> };

export type GetDamageTypeQueryVariables = Exact<{
  id: number;
}>;


export type GetDamageTypeQuery = { damageType: { id: number, name: string, shortName: string, imageId: number | null, colorHex: string } };

export type CreateDamageTypeMutationVariables = Exact<{
  input: DamageTypeInput;
}>;


export type CreateDamageTypeMutation = { createDamageType: { id: number, name: string, shortName: string, imageId: number | null, colorHex: string } };

export type UpdateDamageTypeMutationVariables = Exact<{
  input: DamageTypeInput;
}>;


export type UpdateDamageTypeMutation = { updateDamageType: { id: number, name: string, shortName: string, imageId: number | null, colorHex: string } };

export type DeleteDamageTypeMutationVariables = Exact<{
  id: number;
}>;


export type DeleteDamageTypeMutation = { deleteDamageType: { success: boolean, message: string } };

export type RankFieldsFragment = { id: number, name: string, xp: number, flavorText: string, rewardItemId: number | null, imageId: number | null };

export type ListRankQueryVariables = Exact<{ [key: string]: never; }>;


export type ListRankQuery = { ranks: Array<{ id: number, name: string, xp: number, flavorText: string, rewardItemId: number | null, imageId: number | null }> };

export type GetRankQueryVariables = Exact<{
  id: number;
}>;


export type GetRankQuery = { rank: { id: number, name: string, xp: number, flavorText: string, rewardItemId: number | null, imageId: number | null } };

export type CreateRankMutationVariables = Exact<{
  input: RankInput;
}>;


export type CreateRankMutation = { createRank: { id: number, name: string, xp: number, flavorText: string, rewardItemId: number | null, imageId: number | null } };

export type UpdateRankMutationVariables = Exact<{
  input: RankInput;
}>;


export type UpdateRankMutation = { updateRank: { id: number, name: string, xp: number, flavorText: string, rewardItemId: number | null, imageId: number | null } };

export type DeleteRankMutationVariables = Exact<{
  id: number;
}>;


export type DeleteRankMutation = { deleteRank: { success: boolean, message: string } };

export type NewsItemFieldsFragment = { id: number, header: string, message: string, imageId: number | null, animatedImageId: number | null, timestamp: number };

export type ListNewsItemQueryVariables = Exact<{ [key: string]: never; }>;


export type ListNewsItemQuery = { newsItems: Array<{ id: number, header: string, message: string, imageId: number | null, animatedImageId: number | null, timestamp: number }> };

export type GetNewsItemQueryVariables = Exact<{
  id: number;
}>;


export type GetNewsItemQuery = { newsItem: { id: number, header: string, message: string, imageId: number | null, animatedImageId: number | null, timestamp: number } };

export type CreateNewsItemMutationVariables = Exact<{
  input: NewsItemInput;
}>;


export type CreateNewsItemMutation = { createNewsItem: { id: number, header: string, message: string, imageId: number | null, animatedImageId: number | null, timestamp: number } };

export type UpdateNewsItemMutationVariables = Exact<{
  input: NewsItemInput;
}>;


export type UpdateNewsItemMutation = { updateNewsItem: { id: number, header: string, message: string, imageId: number | null, animatedImageId: number | null, timestamp: number } };

export type DeleteNewsItemMutationVariables = Exact<{
  id: number;
}>;


export type DeleteNewsItemMutation = { deleteNewsItem: { success: boolean, message: string } };

export type TournamentFieldsFragment = { id: number, name: string, flavorText: string, imageId: number | null, startsAt: number, endsAt: number, maxPlayers: number, minXp: number, pointTable: Array<{ enemyId: number, points: number }>, prizes: Array<{ rankFrom: number, rankTo: number, itemId: number | null, itemAmount: number, currency: string | null, currencyAmount: number }> };

export type ListTournamentQueryVariables = Exact<{ [key: string]: never; }>;


export type ListTournamentQuery = { tournaments: Array<{ id: number, name: string, flavorText: string, imageId: number | null, startsAt: number, endsAt: number, maxPlayers: number, minXp: number, pointTable: Array<{ enemyId: number, points: number }>, prizes: Array<{ rankFrom: number, rankTo: number, itemId: number | null, itemAmount: number, currency: string | null, currencyAmount: number }> }> };

export type GetTournamentQueryVariables = Exact<{
  id: number;
}>;


export type GetTournamentQuery = { tournament: { id: number, name: string, flavorText: string, imageId: number | null, startsAt: number, endsAt: number, maxPlayers: number, minXp: number, pointTable: Array<{ enemyId: number, points: number }>, prizes: Array<{ rankFrom: number, rankTo: number, itemId: number | null, itemAmount: number, currency: string | null, currencyAmount: number }> } };

export type CreateTournamentMutationVariables = Exact<{
  input: TournamentInput;
}>;


export type CreateTournamentMutation = { createTournament: { id: number, name: string, flavorText: string, imageId: number | null, startsAt: number, endsAt: number, maxPlayers: number, minXp: number, pointTable: Array<{ enemyId: number, points: number }>, prizes: Array<{ rankFrom: number, rankTo: number, itemId: number | null, itemAmount: number, currency: string | null, currencyAmount: number }> } };

export type UpdateTournamentMutationVariables = Exact<{
  input: TournamentInput;
}>;


export type UpdateTournamentMutation = { updateTournament: { id: number, name: string, flavorText: string, imageId: number | null, startsAt: number, endsAt: number, maxPlayers: number, minXp: number, pointTable: Array<{ enemyId: number, points: number }>, prizes: Array<{ rankFrom: number, rankTo: number, itemId: number | null, itemAmount: number, currency: string | null, currencyAmount: number }> } };

export type DeleteTournamentMutationVariables = Exact<{
  id: number;
}>;


export type DeleteTournamentMutation = { deleteTournament: { success: boolean, message: string } };

export type ClientItemQueryVariables = Exact<{
  id: number;
}>;


export type ClientItemQuery = { item: { id: number, name: string, imageId: number | null, animatedId: number | null, flavorText: string, reqXP: number, unique: boolean, needSub: number, typeRef: { name: string, shortName: string } | null, rarityRef: { shortName: string, colorHex: string } | null, stats: Array<{ shortName: string, valueFrom: number, valueTo: number, procPercent: number, shortNameRef: { name: string, imageId: number | null, flavorText: string, unitSymbol: string } | null }>, price: Array<{ value: number, shortName: string, nameRef: { name: string, imageId: number | null } | null }>, craftingMats: Array<{ amount: number, itemIdRef: { id: number, name: string, imageId: number | null } | null }>, creatureTypeRef: { name: string, imageId: number | null } | null } };

export type ClientRegionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ClientRegionsQuery = { regions: Array<{ id: number, name: string, imageId: number | null, animatedImageId: number | null, sequence: number, xpReqired: number, keyId: number | null }> };

export type ClientHuntingGroundsQueryVariables = Exact<{
  regionId: number;
}>;


export type ClientHuntingGroundsQuery = { huntingGroundsOfRegion: Array<{ id: number, name: string, flavorText: string, imageId: number | null, animatedImageId: number | null, sequence: number, regionId: number, xpReqired: number, travelCost: Array<{ value: number, shortName: string, nameRef: { name: string, imageId: number | null } | null }>, keyIdRef: { id: number, name: string, imageId: number | null } | null, specialBaitItemIdRefs: Array<{ id: number, name: string, imageId: number | null }>, currencyRef: { name: string, shortName: string, imageId: number | null } | null }> };

export type AdminGroundsOfRegionQueryVariables = Exact<{
  regionId: number;
}>;


export type AdminGroundsOfRegionQuery = { huntingGroundsOfRegion: Array<{ id: number, name: string, flavorText: string, imageId: number | null, animatedImageId: number | null, visible: boolean, sequence: number, xpReqired: number, regionId: number, keyId: number | null, specialBaitItemId: Array<number>, currency: string | null, travelCost: Array<{ name: string, value: number }> }> };

export type AdminTablesOfGroundQueryVariables = Exact<{
  huntingGroundId: number;
}>;


export type AdminTablesOfGroundQuery = { huntingTablesOfGround: Array<{ id: number, name: string, huntingGroundId: number, sequence: number, imageId: number | null, baitItemId: number | null, enemies: Array<{ enemyId: number, rangeMin: number, rangeMax: number }> }> };

export type LatestNewsQueryVariables = Exact<{
  offset: number;
  count: number;
}>;


export type LatestNewsQuery = { latestNews: Array<{ id: number, header: string, message: string, imageId: number | null, animatedImageId: number | null, timestamp: number }> };

export type SettingByKeyQueryVariables = Exact<{
  key: string;
}>;


export type SettingByKeyQuery = { settingByKey: { id: number, key: string, value: string } | null };

export type SaveSettingMutationVariables = Exact<{
  key: string;
  value: string;
}>;


export type SaveSettingMutation = { saveSetting: { id: number, key: string, value: string } };

export type DeleteSettingMutationVariables = Exact<{
  id: number;
}>;


export type DeleteSettingMutation = { deleteSetting: { success: boolean, message: string } };

export type StatMaxesQueryVariables = Exact<{ [key: string]: never; }>;


export type StatMaxesQuery = { statMaxes: Array<{ statShortName: string, currentTargetMax: number, highestUserValue: number, rawTheoreticalMax: number, smoothedTheoreticalMax: number, capMode: number, hardCapValue: number | null, desiredPercent: number, contributingItems: string }> };

export type SetStatMaxCapModeMutationVariables = Exact<{
  statShortName: string;
  capMode: number;
  hardCapValue?: number | null | undefined;
}>;


export type SetStatMaxCapModeMutation = { setStatMaxCapMode: { statShortName: string, currentTargetMax: number, highestUserValue: number, rawTheoreticalMax: number, smoothedTheoreticalMax: number, capMode: number, hardCapValue: number | null, desiredPercent: number, contributingItems: string } };

export type SetStatMaxDesiredMutationVariables = Exact<{
  statShortName: string;
  desired: number;
}>;


export type SetStatMaxDesiredMutation = { setStatMaxDesired: { statShortName: string, currentTargetMax: number, highestUserValue: number, rawTheoreticalMax: number, smoothedTheoreticalMax: number, capMode: number, hardCapValue: number | null, desiredPercent: number, contributingItems: string } };

export type RecalcStatMaxMutationVariables = Exact<{
  statShortName: string;
}>;


export type RecalcStatMaxMutation = { recalcStatMax: { statShortName: string, currentTargetMax: number, highestUserValue: number, rawTheoreticalMax: number, smoothedTheoreticalMax: number, capMode: number, hardCapValue: number | null, desiredPercent: number, contributingItems: string } };

export type MerchantQueryVariables = Exact<{
  key: MerchantKey;
}>;


export type MerchantQuery = { merchant: { name: string, tabs: Array<{ name: string, items: Array<{ id: number, name: string, imageId: number | null, animatedId: number | null, flavorText: string, reqXP: number, unique: boolean, needSub: number, typeRef: { name: string, shortName: string } | null, rarityRef: { shortName: string, colorHex: string } | null, stats: Array<{ shortName: string, valueFrom: number, valueTo: number, procPercent: number, shortNameRef: { name: string, imageId: number | null, flavorText: string, unitSymbol: string } | null }>, price: Array<{ value: number, shortName: string, nameRef: { name: string, imageId: number | null } | null }>, craftingMats: Array<{ amount: number, itemIdRef: { id: number, name: string, imageId: number | null } | null }>, creatureTypeRef: { name: string, imageId: number | null } | null }> }> } };

export type TreasuryQueryVariables = Exact<{
  kind: TreasuryKind;
}>;


export type TreasuryQuery = { treasury: Array<{ item: { ownedAmount: number, id: number, name: string, imageId: number | null, animatedId: number | null, flavorText: string, reqXP: number, unique: boolean, needSub: number, typeRef: { name: string, shortName: string } | null, rarityRef: { shortName: string, colorHex: string } | null, stats: Array<{ shortName: string, valueFrom: number, valueTo: number, procPercent: number, shortNameRef: { name: string, imageId: number | null, flavorText: string, unitSymbol: string } | null }>, price: Array<{ value: number, shortName: string, nameRef: { name: string, imageId: number | null } | null }>, craftingMats: Array<{ amount: number, itemIdRef: { id: number, name: string, imageId: number | null } | null }>, creatureTypeRef: { name: string, imageId: number | null } | null }, trophies: Array<{ id: number, name: string, imageId: number | null, flavorText: string, ownedAmount: number }> }> };

export type BuySellMutationVariables = Exact<{
  itemId: number;
  amount: number;
  idempotencyKey?: string | null | undefined;
}>;


export type BuySellMutation = { buySell: { success: boolean, message: string } };

export type ClaimCollectionMutationVariables = Exact<{
  collectionId: number;
  idempotencyKey?: string | null | undefined;
}>;


export type ClaimCollectionMutation = { claimCollection: { success: boolean, message: string } };

export type ClaimAchievementMutationVariables = Exact<{
  achievementId: number;
  idempotencyKey?: string | null | undefined;
}>;


export type ClaimAchievementMutation = { claimAchievement: { success: boolean, message: string } };

export type AdminUserFieldsFragment = { id: string, name: string, email: string | null, userRole: number, patreonType: number, activated: boolean, createdAt: string, xp: number, currencies: Array<{ name: string, shortName: string, value: number, imageId: number | null }>, inventory: Array<{ itemId: number, amount: number, equipped: boolean, item: { id: number, name: string, imageId: number | null } | null }> };

export type AnalyticsRecordFieldsFragment = { id: number, timestamp: number, users: number, usersActiveWeek: number, usersActiveMonth: number, usersActive: number, silverSubsActive: number, goldSubsActive: number, platSubsActive: number, purchases: Array<{ packageId: number, amount: number }> };

export type CombatFighterFieldsFragment = { name: string, health: number, maxHealth: number, isPlayer: boolean, retainers: Array<{ itemId: number, name: string }> };

export type CombatFieldsFragment = { id: string | null, result: number, combatEnded: boolean, round: number, errorMessage: string | null, rewardXP: number, goldChange: number, autoHunt: boolean, questing: boolean, bloodlust: boolean, megalomania: boolean, bloodcraze: boolean, xplosion: boolean, investment: boolean, cloning: boolean, attacker: { name: string, health: number, maxHealth: number, isPlayer: boolean, retainers: Array<{ itemId: number, name: string }> } | null, defender: { name: string, health: number, maxHealth: number, isPlayer: boolean, retainers: Array<{ itemId: number, name: string }> } | null, enemyInfo: { enemyId: number, name: string, imageId: number | null, animatedImageId: number | null, enemyType: { name: string, shortName: string, imageId: number | null } | null, enemyRarity: { name: string, shortName: string, colorHex: string } | null, reward: Array<{ name: string, shortName: string, value: number, imageId: number | null }> } | null, combatEvents: Array<{ combatEventType: number, round: number, attackerName: string | null, targetName: string | null, damage: number, isCriticalHit: boolean, damageDiff: number, healing: number, healingDiff: number, goldChange: number, totalPercentage: number, removedNegativeEffect: string | null, combatResult: number, totalDamageAttacker: number, totalDamageTarget: number, playerName: string, proc: { name: string, image: number | null, damageType: string | null } | null, retainers: Array<{ itemId: number, name: string }> }>, loot: Array<{ itemId: number, amount: number, lootHunterBonus: number, name: string, imageId: number | null, rarity: { shortName: string, colorHex: string } | null }> };

export type LootDropFieldsFragment = { itemId: number, amount: number, lootHunterBonus: number, name: string, imageId: number | null, rarity: { shortName: string, colorHex: string } | null };

export type GrimoireEnemyFieldsFragment = { id: number, name: string, imageId: number | null, animatedImageId: number | null, flavorText: string, playerTimesHunted: number, globalTimesHunted: number, enemyTypeRef: { name: string, imageId: number | null } | null, enemyRarityRef: { shortName: string, colorHex: string } | null };

export type CurrencyEntryViewFragment = { value: number, shortName: string, nameRef: { name: string, imageId: number | null } | null };

export type ClientItemFieldsFragment = { id: number, name: string, imageId: number | null, animatedId: number | null, flavorText: string, reqXP: number, unique: boolean, needSub: number, typeRef: { name: string, shortName: string } | null, rarityRef: { shortName: string, colorHex: string } | null, stats: Array<{ shortName: string, valueFrom: number, valueTo: number, procPercent: number, shortNameRef: { name: string, imageId: number | null, flavorText: string, unitSymbol: string } | null }>, price: Array<{ value: number, shortName: string, nameRef: { name: string, imageId: number | null } | null }>, craftingMats: Array<{ amount: number, itemIdRef: { id: number, name: string, imageId: number | null } | null }>, creatureTypeRef: { name: string, imageId: number | null } | null };

export type JournalEntryFieldsFragment = { id: string, type: number, timestamp: number, combatInfo: { result: number, autoHunt: boolean, questing: boolean, bloodlust: boolean, megalomania: boolean, bloodcraze: boolean, xplosion: boolean, investment: boolean, cloning: boolean, rewardXP: number, goldChange: number, timestamp: number, enemyInfo: { enemyId: number, name: string, imageId: number | null, reward: Array<{ name: string, shortName: string, value: number, imageId: number | null }> } | null, loot: Array<{ itemId: number, amount: number, lootHunterBonus: number, name: string, imageId: number | null, rarity: { shortName: string, colorHex: string } | null }> } | null, data: { travelName: string | null, travelImageId: number | null, newRankName: string | null, progress: string | null, reward: string | null, message: string | null } | null };

export type LadderRowFieldsFragment = { name: string, avatarImageId: number | null, xp: number, ladderRank: number | null, coolness: number, coolnessRank: number | null };

export type LoginResultFieldsFragment = { success: boolean, accessToken: string | null, deviceToken: string | null, message: string };

export type MerchantFieldsFragment = { name: string, tabs: Array<{ name: string, items: Array<{ id: number, name: string, imageId: number | null, animatedId: number | null, flavorText: string, reqXP: number, unique: boolean, needSub: number, typeRef: { name: string, shortName: string } | null, rarityRef: { shortName: string, colorHex: string } | null, stats: Array<{ shortName: string, valueFrom: number, valueTo: number, procPercent: number, shortNameRef: { name: string, imageId: number | null, flavorText: string, unitSymbol: string } | null }>, price: Array<{ value: number, shortName: string, nameRef: { name: string, imageId: number | null } | null }>, craftingMats: Array<{ amount: number, itemIdRef: { id: number, name: string, imageId: number | null } | null }>, creatureTypeRef: { name: string, imageId: number | null } | null }> }> };

export type MissionEnemyFieldsFragment = { id: number, name: string, imageId: number | null, playerTimesHunted: number, enemyRarityRef: { shortName: string, colorHex: string } | null };

export type MissionFieldsFragment = { id: string, startTimestamp: number, endTimestamp: number, running: boolean, completed: boolean, huntingGround: { id: number, name: string } | null, objectives: Array<{ enemyId: number, caught: number, goal: number, enemy: { id: number, name: string, imageId: number | null, playerTimesHunted: number, enemyRarityRef: { shortName: string, colorHex: string } | null } | null }>, reward: { xp: number, currencies: Array<{ name: string, shortName: string, value: number, imageId: number | null }>, items: Array<{ itemId: number, amount: number, item: { id: number, name: string, imageId: number | null } | null }> } | null };

export type NewsHeadlineFieldsFragment = { id: number, header: string, message: string, imageId: number | null, animatedImageId: number | null, timestamp: number };

export type PaymentCheckFieldsFragment = { paymentId: string | null, completed: boolean, additionalInfo: string, failed: boolean, status: string };

export type PaymentFieldsFragment = { id: string, packageId: number, createdTimestamp: number, additionalInfo: string, kind: PaymentKind, usd: number, giftTo: string | null, completed: boolean, activeUntil: number | null, order: { id: string, status: string, links: Array<{ rel: string, href: string, method: string }> } };

export type GameUserFieldsFragment = { xp: number, nextRankXP: number, coolness: number, unlockedEquipmentSlots: number, activeEquipmentSlot: number, nextAllowedHuntTimeStamp: number, currentTimeStamp: number, nextCoffinRechargeTimeStamp: number, coffinCharges: number, maxCoffinCharges: number, maxHealth: number, huntCooldownSeconds: number, subscriptionLevel: number, currentRank: { id: number, name: string, imageId: number | null } | null, inventory: Array<{ itemId: number, amount: number, equipped: boolean, item: { id: number, name: string, imageId: number | null, animatedId: number | null, flavorText: string, reqXP: number, unique: boolean, needSub: number, typeRef: { name: string, shortName: string } | null, rarityRef: { shortName: string, colorHex: string } | null, stats: Array<{ shortName: string, valueFrom: number, valueTo: number, procPercent: number, shortNameRef: { name: string, imageId: number | null, flavorText: string, unitSymbol: string } | null }>, price: Array<{ value: number, shortName: string, nameRef: { name: string, imageId: number | null } | null }>, craftingMats: Array<{ amount: number, itemIdRef: { id: number, name: string, imageId: number | null } | null }>, creatureTypeRef: { name: string, imageId: number | null } | null } | null }>, stats: Array<{ shortName: string, name: string, valueFrom: number, valueTo: number, effectiveValue: number, statImageId: number | null, statFlavorText: string | null, statUnitSymbol: string | null }>, currencies: Array<{ name: string, shortName: string, value: number, imageId: number | null }>, currentHuntingGround: { id: number, name: string, imageId: number | null, animatedImageId: number | null, flavorText: string, regionId: number } | null, lockedSlots: Array<{ itemType: string, slot: number }> };

export type PremiumPackageFieldsFragment = { id: number, name: string, usd: number, promotionalLabel: string, subscriptionLevel: number, singleItemType: number, month: number | null, year: number | null, imageId: number | null, animatedImageId: number | null, visible: boolean, items: Array<{ itemId: number, amount: number }> };

export type StatMaxFieldsFragment = { statShortName: string, currentTargetMax: number, highestUserValue: number, rawTheoreticalMax: number, smoothedTheoreticalMax: number, capMode: number, hardCapValue: number | null, desiredPercent: number, contributingItems: string };

export type TrophyFieldsFragment = { id: number, name: string, imageId: number | null, flavorText: string, ownedAmount: number };

export type ClientHuntingGroundFieldsFragment = { id: number, name: string, flavorText: string, imageId: number | null, animatedImageId: number | null, sequence: number, regionId: number, xpReqired: number, travelCost: Array<{ value: number, shortName: string, nameRef: { name: string, imageId: number | null } | null }>, keyIdRef: { id: number, name: string, imageId: number | null } | null, specialBaitItemIdRefs: Array<{ id: number, name: string, imageId: number | null }>, currencyRef: { name: string, shortName: string, imageId: number | null } | null };

export type HuntMutationVariables = Exact<{
  action: HuntAction;
}>;


export type HuntMutation = { hunt: { id: string | null, result: number, combatEnded: boolean, round: number, errorMessage: string | null, rewardXP: number, goldChange: number, autoHunt: boolean, questing: boolean, bloodlust: boolean, megalomania: boolean, bloodcraze: boolean, xplosion: boolean, investment: boolean, cloning: boolean, attacker: { name: string, health: number, maxHealth: number, isPlayer: boolean, retainers: Array<{ itemId: number, name: string }> } | null, defender: { name: string, health: number, maxHealth: number, isPlayer: boolean, retainers: Array<{ itemId: number, name: string }> } | null, enemyInfo: { enemyId: number, name: string, imageId: number | null, animatedImageId: number | null, enemyType: { name: string, shortName: string, imageId: number | null } | null, enemyRarity: { name: string, shortName: string, colorHex: string } | null, reward: Array<{ name: string, shortName: string, value: number, imageId: number | null }> } | null, combatEvents: Array<{ combatEventType: number, round: number, attackerName: string | null, targetName: string | null, damage: number, isCriticalHit: boolean, damageDiff: number, healing: number, healingDiff: number, goldChange: number, totalPercentage: number, removedNegativeEffect: string | null, combatResult: number, totalDamageAttacker: number, totalDamageTarget: number, playerName: string, proc: { name: string, image: number | null, damageType: string | null } | null, retainers: Array<{ itemId: number, name: string }> }>, loot: Array<{ itemId: number, amount: number, lootHunterBonus: number, name: string, imageId: number | null, rarity: { shortName: string, colorHex: string } | null }> } };

export type EquipItemMutationVariables = Exact<{
  itemId: number;
}>;


export type EquipItemMutation = { equipItem: { success: boolean, message: string } };

export type UnequipItemMutationVariables = Exact<{
  itemId: number;
}>;


export type UnequipItemMutation = { unequipItem: { success: boolean, message: string } };

export type ChangeEquipmentSetMutationVariables = Exact<{
  slot: number;
}>;


export type ChangeEquipmentSetMutation = { changeEquipmentSet: { success: boolean, message: string } };

export type TravelMutationVariables = Exact<{
  huntingGroundId: number;
}>;


export type TravelMutation = { travel: { success: boolean, message: string } };

export type CurrentMissionQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentMissionQuery = { currentMission: { id: string, startTimestamp: number, endTimestamp: number, running: boolean, completed: boolean, huntingGround: { id: number, name: string } | null, objectives: Array<{ enemyId: number, caught: number, goal: number, enemy: { id: number, name: string, imageId: number | null, playerTimesHunted: number, enemyRarityRef: { shortName: string, colorHex: string } | null } | null }>, reward: { xp: number, currencies: Array<{ name: string, shortName: string, value: number, imageId: number | null }>, items: Array<{ itemId: number, amount: number, item: { id: number, name: string, imageId: number | null } | null }> } | null } | null };

export type JournalQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type JournalQuery = { journal: { total: number, entries: Array<{ id: string, type: number, timestamp: number, combatInfo: { result: number, autoHunt: boolean, questing: boolean, bloodlust: boolean, megalomania: boolean, bloodcraze: boolean, xplosion: boolean, investment: boolean, cloning: boolean, rewardXP: number, goldChange: number, timestamp: number, enemyInfo: { enemyId: number, name: string, imageId: number | null, reward: Array<{ name: string, shortName: string, value: number, imageId: number | null }> } | null, loot: Array<{ itemId: number, amount: number, lootHunterBonus: number, name: string, imageId: number | null, rarity: { shortName: string, colorHex: string } | null }> } | null, data: { travelName: string | null, travelImageId: number | null, newRankName: string | null, progress: string | null, reward: string | null, message: string | null } | null }> } };

export type JournalExportQueryVariables = Exact<{
  filter?: JournalFilter | null | undefined;
  after?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type JournalExportQuery = { journalEntries: { nextCursor: string | null, entries: Array<{ id: string, type: number, timestamp: number, huntingGround: { id: number, name: string } | null, combatInfo: { result: number, autoHunt: boolean, questing: boolean, bloodlust: boolean, megalomania: boolean, bloodcraze: boolean, xplosion: boolean, investment: boolean, cloning: boolean, rewardXP: number, goldChange: number, timestamp: number, enemyInfo: { enemyId: number, name: string, imageId: number | null, reward: Array<{ name: string, shortName: string, value: number, imageId: number | null }> } | null, loot: Array<{ itemId: number, amount: number, lootHunterBonus: number, name: string, imageId: number | null, rarity: { shortName: string, colorHex: string } | null }> } | null, data: { travelName: string | null, travelImageId: number | null, newRankName: string | null, progress: string | null, reward: string | null, message: string | null } | null }> } };

export type GrimoireEnemiesQueryVariables = Exact<{
  huntingGroundId: number;
}>;


export type GrimoireEnemiesQuery = { enemiesOfHuntingGround: Array<{ id: number, name: string, imageId: number | null, animatedImageId: number | null, flavorText: string, playerTimesHunted: number, globalTimesHunted: number, enemyTypeRef: { name: string, imageId: number | null } | null, enemyRarityRef: { shortName: string, colorHex: string } | null }> };

export type AdminAddInventoryItemMutationVariables = Exact<{
  userId: string | number;
  itemId: number;
  deltaAmount: number;
  remove?: boolean | null | undefined;
}>;


export type AdminAddInventoryItemMutation = { adminAddInventoryItem: { success: boolean, message: string } };

export type AdminResetHuntCooldownMutationVariables = Exact<{
  userId: string | number;
}>;


export type AdminResetHuntCooldownMutation = { adminResetHuntCooldown: { success: boolean, message: string } };

export type RegisterMutationVariables = Exact<{
  username: string;
  password: string;
  email: string;
}>;


export type RegisterMutation = { register: { success: boolean, message: string } };

export type LoginMutationVariables = Exact<{
  username: string;
  password: string;
  deviceToken?: string | null | undefined;
  otp?: string | null | undefined;
}>;


export type LoginMutation = { login: { success: boolean, accessToken: string | null, deviceToken: string | null, message: string } };

export type LogoutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutEverywhereMutation = { logoutEverywhere: { success: boolean, message: string } };

export type ResendActivationMailMutationVariables = Exact<{ [key: string]: never; }>;


export type ResendActivationMailMutation = { resendActivationMail: { success: boolean, message: string } };

export type ActivateAccountMutationVariables = Exact<{
  token: string;
}>;


export type ActivateAccountMutation = { activateAccount: { success: boolean, message: string } };

export type RequestPasswordResetMutationVariables = Exact<{
  username: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { success: boolean, message: string } };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
}>;


export type ResetPasswordMutation = { resetPassword: { success: boolean, message: string } };

export type UpdateEmailMutationVariables = Exact<{
  userId?: string | number | null | undefined;
  password: string;
  email: string;
}>;


export type UpdateEmailMutation = { updateEmail: { success: boolean, message: string } };

export type UpdatePasswordMutationVariables = Exact<{
  userId?: string | number | null | undefined;
  currentPassword: string;
  newPassword: string;
}>;


export type UpdatePasswordMutation = { updatePassword: { success: boolean, message: string } };

export type UserByNameQueryVariables = Exact<{
  name: string;
}>;


export type UserByNameQuery = { userByName: { id: string, name: string, email: string | null, userRole: number, patreonType: number, activated: boolean, createdAt: string, xp: number, currencies: Array<{ name: string, shortName: string, value: number, imageId: number | null }>, inventory: Array<{ itemId: number, amount: number, equipped: boolean, item: { id: number, name: string, imageId: number | null } | null }> } };

export type SearchUsersQueryVariables = Exact<{
  searchString: string;
  includeBanned?: boolean | null | undefined;
}>;


export type SearchUsersQuery = { searchUsers: Array<{ id: string, name: string, email: string | null, userRole: number, patreonType: number, activated: boolean, createdAt: string, xp: number, currencies: Array<{ name: string, shortName: string, value: number, imageId: number | null }>, inventory: Array<{ itemId: number, amount: number, equipped: boolean, item: { id: number, name: string, imageId: number | null } | null }> }> };

export type AdminUpdateUserMutationVariables = Exact<{
  input: AdminUserInput;
  userId: string | number;
  xp?: number | null | undefined;
  currencies?: Array<CurrencyValueInput> | CurrencyValueInput | null | undefined;
}>;


export type AdminUpdateUserMutation = { adminUpdateUser: { id: string, name: string, email: string | null, userRole: number, patreonType: number, activated: boolean, createdAt: string, xp: number, currencies: Array<{ name: string, shortName: string, value: number, imageId: number | null }>, inventory: Array<{ itemId: number, amount: number, equipped: boolean, item: { id: number, name: string, imageId: number | null } | null }> }, adminUpdatePlayer: { success: boolean, message: string } };

export type AdminDeleteUserMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteUserMutation = { adminDeleteUser: { success: boolean, message: string } };

export type GetMeQueryVariables = Exact<{ [key: string]: never; }>;


export type GetMeQuery = { me: { id: string, name: string, email: string | null, userRole: number, patreonType: number, ladderRank: number | null, coolnessRank: number | null, xp: number, nextRankXP: number, coolness: number, unlockedEquipmentSlots: number, activeEquipmentSlot: number, nextAllowedHuntTimeStamp: number, currentTimeStamp: number, nextCoffinRechargeTimeStamp: number, coffinCharges: number, maxCoffinCharges: number, maxHealth: number, huntCooldownSeconds: number, subscriptionLevel: number, currentRank: { id: number, name: string, imageId: number | null } | null, inventory: Array<{ itemId: number, amount: number, equipped: boolean, item: { id: number, name: string, imageId: number | null, animatedId: number | null, flavorText: string, reqXP: number, unique: boolean, needSub: number, typeRef: { name: string, shortName: string } | null, rarityRef: { shortName: string, colorHex: string } | null, stats: Array<{ shortName: string, valueFrom: number, valueTo: number, procPercent: number, shortNameRef: { name: string, imageId: number | null, flavorText: string, unitSymbol: string } | null }>, price: Array<{ value: number, shortName: string, nameRef: { name: string, imageId: number | null } | null }>, craftingMats: Array<{ amount: number, itemIdRef: { id: number, name: string, imageId: number | null } | null }>, creatureTypeRef: { name: string, imageId: number | null } | null } | null }>, stats: Array<{ shortName: string, name: string, valueFrom: number, valueTo: number, effectiveValue: number, statImageId: number | null, statFlavorText: string | null, statUnitSymbol: string | null }>, currencies: Array<{ name: string, shortName: string, value: number, imageId: number | null }>, currentHuntingGround: { id: number, name: string, imageId: number | null, animatedImageId: number | null, flavorText: string, regionId: number } | null, lockedSlots: Array<{ itemType: string, slot: number }> } | null };

export type RequestAccountDeletionMutationVariables = Exact<{
  password: string;
}>;


export type RequestAccountDeletionMutation = { requestAccountDeletion: { success: boolean, message: string } };

export type ConfirmAccountDeletionMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmAccountDeletionMutation = { confirmAccountDeletion: { success: boolean, message: string } };

export type MarketOrderFieldsFragment = { id: string, side: MarketSide, price: number, quantity: number, remaining: number, status: MarketOrderStatus, taxPercent: number, escrowVgc: number, taxReserved: number, spentVgc: number, taxCharged: number, refusal: string | null, createdAt: string, expiresAt: string, closedAt: string | null, item: { id: number, name: string } };

export type MarketItemsQueryVariables = Exact<{ [key: string]: never; }>;


export type MarketItemsQuery = { marketItems: Array<{ bestBid: number | null, bestAsk: number | null, lastPrice: number | null, volume24h: number, halted: boolean, item: { id: number, name: string } }> };

export type MarketBookQueryVariables = Exact<{
  itemId: number;
}>;


export type MarketBookQuery = { marketBook: { halted: boolean, bids: Array<{ price: number, quantity: number, orders: number }>, asks: Array<{ price: number, quantity: number, orders: number }> } };

export type MarketTradesQueryVariables = Exact<{
  itemId: number;
}>;


export type MarketTradesQuery = { marketTrades: Array<{ id: string, quantity: number, price: number, at: string }> };

export type MarketPriceHistoryQueryVariables = Exact<{
  itemId: number;
  days: number;
}>;


export type MarketPriceHistoryQuery = { marketPriceHistory: Array<{ at: string, open: number, high: number, low: number, close: number, average: number, volume: number }> };

export type MarketSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MarketSettingsQuery = { marketSettings: { taxPercent: number, baseSlots: number, subscriberSlots: number, halted: boolean, haltedItemIds: Array<number>, priceMin: number, priceMax: number, quantityMin: number, quantityMax: number, orderLifetimeDays: number } };

export type MyMarketOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type MyMarketOrdersQuery = { myMarketOrders: Array<{ id: string, side: MarketSide, price: number, quantity: number, remaining: number, status: MarketOrderStatus, taxPercent: number, escrowVgc: number, taxReserved: number, spentVgc: number, taxCharged: number, refusal: string | null, createdAt: string, expiresAt: string, closedAt: string | null, item: { id: number, name: string } }> };

export type MyMarketTradesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyMarketTradesQuery = { myMarketTrades: Array<{ id: string, side: MarketSide, quantity: number, price: number, total: number, tax: number, priceImprovement: number, at: string, item: { id: number, name: string } }> };

export type PlaceMarketOrderMutationVariables = Exact<{
  itemId: number;
  side: MarketSide;
  price: number;
  quantity: number;
  idempotencyKey?: string | null | undefined;
}>;


export type PlaceMarketOrderMutation = { placeMarketOrder: { id: string, side: MarketSide, price: number, quantity: number, remaining: number, status: MarketOrderStatus, taxPercent: number, escrowVgc: number, taxReserved: number, spentVgc: number, taxCharged: number, refusal: string | null, createdAt: string, expiresAt: string, closedAt: string | null, item: { id: number, name: string } } };

export type CancelMarketOrderMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelMarketOrderMutation = { cancelMarketOrder: { id: string, side: MarketSide, price: number, quantity: number, remaining: number, status: MarketOrderStatus, taxPercent: number, escrowVgc: number, taxReserved: number, spentVgc: number, taxCharged: number, refusal: string | null, createdAt: string, expiresAt: string, closedAt: string | null, item: { id: number, name: string } } };

export type ActivePremiumPackagesQueryVariables = Exact<{ [key: string]: never; }>;


export type ActivePremiumPackagesQuery = { activePremiumPackages: Array<{ id: number, name: string, usd: number, promotionalLabel: string, subscriptionLevel: number, singleItemType: number, month: number | null, year: number | null, imageId: number | null, animatedImageId: number | null, visible: boolean, items: Array<{ itemId: number, amount: number }> }> };

export type ListPremiumPackageQueryVariables = Exact<{ [key: string]: never; }>;


export type ListPremiumPackageQuery = { premiumPackages: Array<{ id: number, name: string, usd: number, promotionalLabel: string, subscriptionLevel: number, singleItemType: number, month: number | null, year: number | null, imageId: number | null, animatedImageId: number | null, visible: boolean, items: Array<{ itemId: number, amount: number }> }> };

export type GetPremiumPackageQueryVariables = Exact<{
  id: number;
}>;


export type GetPremiumPackageQuery = { premiumPackage: { id: number, name: string, usd: number, promotionalLabel: string, subscriptionLevel: number, singleItemType: number, month: number | null, year: number | null, imageId: number | null, animatedImageId: number | null, visible: boolean, items: Array<{ itemId: number, amount: number }> } };

export type CreatePremiumPackageMutationVariables = Exact<{
  input: PremiumPackageInput;
}>;


export type CreatePremiumPackageMutation = { createPremiumPackage: { id: number, name: string, usd: number, promotionalLabel: string, subscriptionLevel: number, singleItemType: number, month: number | null, year: number | null, imageId: number | null, animatedImageId: number | null, visible: boolean, items: Array<{ itemId: number, amount: number }> } };

export type UpdatePremiumPackageMutationVariables = Exact<{
  input: PremiumPackageInput;
}>;


export type UpdatePremiumPackageMutation = { updatePremiumPackage: { id: number, name: string, usd: number, promotionalLabel: string, subscriptionLevel: number, singleItemType: number, month: number | null, year: number | null, imageId: number | null, animatedImageId: number | null, visible: boolean, items: Array<{ itemId: number, amount: number }> } };

export type DeletePremiumPackageMutationVariables = Exact<{
  id: number;
}>;


export type DeletePremiumPackageMutation = { deletePremiumPackage: { success: boolean, message: string } };

export type CreatePaymentMutationVariables = Exact<{
  packageId: number;
  additionalInfo?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
}>;


export type CreatePaymentMutation = { createPayment: { id: string, packageId: number, createdTimestamp: number, additionalInfo: string, kind: PaymentKind, usd: number, giftTo: string | null, completed: boolean, activeUntil: number | null, order: { id: string, status: string, links: Array<{ rel: string, href: string, method: string }> } } };

export type MyPaymentsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyPaymentsQuery = { myPayments: Array<{ id: string, packageId: number, createdTimestamp: number, additionalInfo: string, kind: PaymentKind, usd: number, giftTo: string | null, completed: boolean, activeUntil: number | null, order: { id: string, status: string, links: Array<{ rel: string, href: string, method: string }> } }> };

export type CheckOnPaymentMutationVariables = Exact<{
  paymentId?: string | number | null | undefined;
  packageId?: number | null | undefined;
}>;


export type CheckOnPaymentMutation = { checkOnPayment: { paymentId: string | null, completed: boolean, additionalInfo: string, failed: boolean, status: string } };

export type CancelSubscriptionMutationVariables = Exact<{
  paymentId: string | number;
}>;


export type CancelSubscriptionMutation = { cancelSubscription: { success: boolean, message: string } };

export type PaymentsOfPremiumPackageQueryVariables = Exact<{
  packageId: number;
}>;


export type PaymentsOfPremiumPackageQuery = { paymentsOfPremiumPackage: Array<{ buyerName: string | null, id: string, packageId: number, createdTimestamp: number, additionalInfo: string, kind: PaymentKind, usd: number, giftTo: string | null, completed: boolean, activeUntil: number | null, order: { id: string, status: string, links: Array<{ rel: string, href: string, method: string }> } }> };

export type ActiveSubscriptionLevelQueryVariables = Exact<{ [key: string]: never; }>;


export type ActiveSubscriptionLevelQuery = { activeSubscriptionLevel: number };

export type MyAccountDataQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAccountDataQuery = { myAccountData: string };

export type MyServiceDataQueryVariables = Exact<{ [key: string]: never; }>;


export type MyServiceDataQuery = { myGameData: string, myTradeData: string, myPaymentData: string, myAnalyticsData: string, myContentData: string, mySocialData: string };

export type CurrencyLedgerExportQueryVariables = Exact<{
  after?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type CurrencyLedgerExportQuery = { myCurrencyLedger: { nextCursor: string | null, entries: Array<{ id: string, currency: string, delta: number, balanceAfter: number, source: CurrencySource, reference: string, at: string }> } };
