/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AdminUserInput = {
  email?: string | null | undefined;
  id: string | number;
  name?: string | null | undefined;
  patreonType?: number | null | undefined;
  userRole?: number | null | undefined;
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

export type EnemyTypeInput = {
  /** Required to update; ignored on create. */
  id?: number | null | undefined;
  imageId?: number | null | undefined;
  name?: string | null | undefined;
  shortName?: string | null | undefined;
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

export type NewsItemInput = {
  animatedImageId?: number | null | undefined;
  header?: string | null | undefined;
  /** Required to update; ignored on create. */
  id?: number | null | undefined;
  imageId?: number | null | undefined;
  message?: string | null | undefined;
  timestamp?: number | null | undefined;
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

export type AdminCurrencyFieldsFragment = { id: number, name: string, shortName: string, imageId: number | null, flavorText: string, orderIndex: number, subscriptionOnly: boolean };

export type AdminCurrencyListQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminCurrencyListQuery = { currencies: Array<{ id: number, name: string, shortName: string, imageId: number | null, flavorText: string, orderIndex: number, subscriptionOnly: boolean }> };

export type AdminCurrencyQueryVariables = Exact<{
  id: number;
}>;


export type AdminCurrencyQuery = { currency: { id: number, name: string, shortName: string, imageId: number | null, flavorText: string, orderIndex: number, subscriptionOnly: boolean } };

export type AdminCreateCurrencyMutationVariables = Exact<{
  input: CurrencyInput;
}>;


export type AdminCreateCurrencyMutation = { createCurrency: { id: number, name: string, shortName: string, imageId: number | null, flavorText: string, orderIndex: number, subscriptionOnly: boolean } };

export type AdminUpdateCurrencyMutationVariables = Exact<{
  input: CurrencyInput;
}>;


export type AdminUpdateCurrencyMutation = { updateCurrency: { id: number, name: string, shortName: string, imageId: number | null, flavorText: string, orderIndex: number, subscriptionOnly: boolean } };

export type AdminDeleteCurrencyMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteCurrencyMutation = { deleteCurrency: { success: boolean, message: string } };

export type AdminDamageTypeFieldsFragment = { id: number, name: string, shortName: string, imageId: number | null, colorHex: string };

export type AdminDamageTypeListQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDamageTypeListQuery = { damageTypes: Array<{ id: number, name: string, shortName: string, imageId: number | null, colorHex: string }> };

export type AdminDamageTypeQueryVariables = Exact<{
  id: number;
}>;


export type AdminDamageTypeQuery = { damageType: { id: number, name: string, shortName: string, imageId: number | null, colorHex: string } };

export type AdminCreateDamageTypeMutationVariables = Exact<{
  input: DamageTypeInput;
}>;


export type AdminCreateDamageTypeMutation = { createDamageType: { id: number, name: string, shortName: string, imageId: number | null, colorHex: string } };

export type AdminUpdateDamageTypeMutationVariables = Exact<{
  input: DamageTypeInput;
}>;


export type AdminUpdateDamageTypeMutation = { updateDamageType: { id: number, name: string, shortName: string, imageId: number | null, colorHex: string } };

export type AdminDeleteDamageTypeMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteDamageTypeMutation = { deleteDamageType: { success: boolean, message: string } };

export type AdminEnemyTypeFieldsFragment = { id: number, name: string, shortName: string, imageId: number | null };

export type AdminEnemyTypeListQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminEnemyTypeListQuery = { enemyTypes: Array<{ id: number, name: string, shortName: string, imageId: number | null }> };

export type AdminEnemyTypeQueryVariables = Exact<{
  id: number;
}>;


export type AdminEnemyTypeQuery = { enemyType: { id: number, name: string, shortName: string, imageId: number | null } };

export type AdminCreateEnemyTypeMutationVariables = Exact<{
  input: EnemyTypeInput;
}>;


export type AdminCreateEnemyTypeMutation = { createEnemyType: { id: number, name: string, shortName: string, imageId: number | null } };

export type AdminUpdateEnemyTypeMutationVariables = Exact<{
  input: EnemyTypeInput;
}>;


export type AdminUpdateEnemyTypeMutation = { updateEnemyType: { id: number, name: string, shortName: string, imageId: number | null } };

export type AdminDeleteEnemyTypeMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteEnemyTypeMutation = { deleteEnemyType: { success: boolean, message: string } };

export type AdminItemTypeFieldsFragment = { id: number, name: string, shortName: string, imageId: number | null, itemTypeSlots: number, isEquipment: boolean, alwaysEquipped: boolean, flavorText: string, orderIndex: number };

export type AdminItemTypeListQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminItemTypeListQuery = { itemTypes: Array<{ id: number, name: string, shortName: string, imageId: number | null, itemTypeSlots: number, isEquipment: boolean, alwaysEquipped: boolean, flavorText: string, orderIndex: number }> };

export type AdminItemTypeQueryVariables = Exact<{
  id: number;
}>;


export type AdminItemTypeQuery = { itemType: { id: number, name: string, shortName: string, imageId: number | null, itemTypeSlots: number, isEquipment: boolean, alwaysEquipped: boolean, flavorText: string, orderIndex: number } };

export type AdminCreateItemTypeMutationVariables = Exact<{
  input: ItemTypeInput;
}>;


export type AdminCreateItemTypeMutation = { createItemType: { id: number, name: string, shortName: string, imageId: number | null, itemTypeSlots: number, isEquipment: boolean, alwaysEquipped: boolean, flavorText: string, orderIndex: number } };

export type AdminUpdateItemTypeMutationVariables = Exact<{
  input: ItemTypeInput;
}>;


export type AdminUpdateItemTypeMutation = { updateItemType: { id: number, name: string, shortName: string, imageId: number | null, itemTypeSlots: number, isEquipment: boolean, alwaysEquipped: boolean, flavorText: string, orderIndex: number } };

export type AdminDeleteItemTypeMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteItemTypeMutation = { deleteItemType: { success: boolean, message: string } };

export type AdminItemChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminItemChoicesQuery = { items: Array<{ id: number, name: string, imageId: number | null, type: number }> };

export type AdminNewsItemFieldsFragment = { id: number, header: string, message: string, imageId: number | null, animatedImageId: number | null, timestamp: number };

export type AdminNewsItemListQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminNewsItemListQuery = { newsItems: Array<{ id: number, header: string, message: string, imageId: number | null, animatedImageId: number | null, timestamp: number }> };

export type AdminNewsItemQueryVariables = Exact<{
  id: number;
}>;


export type AdminNewsItemQuery = { newsItem: { id: number, header: string, message: string, imageId: number | null, animatedImageId: number | null, timestamp: number } };

export type AdminCreateNewsItemMutationVariables = Exact<{
  input: NewsItemInput;
}>;


export type AdminCreateNewsItemMutation = { createNewsItem: { id: number, header: string, message: string, imageId: number | null, animatedImageId: number | null, timestamp: number } };

export type AdminUpdateNewsItemMutationVariables = Exact<{
  input: NewsItemInput;
}>;


export type AdminUpdateNewsItemMutation = { updateNewsItem: { id: number, header: string, message: string, imageId: number | null, animatedImageId: number | null, timestamp: number } };

export type AdminDeleteNewsItemMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteNewsItemMutation = { deleteNewsItem: { success: boolean, message: string } };

export type AdminProcEventTypeFieldsFragment = { id: number, name: string, shortName: string, imageId: number | null };

export type AdminProcEventTypeListQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminProcEventTypeListQuery = { procEventTypes: Array<{ id: number, name: string, shortName: string, imageId: number | null }> };

export type AdminProcEventTypeQueryVariables = Exact<{
  id: number;
}>;


export type AdminProcEventTypeQuery = { procEventType: { id: number, name: string, shortName: string, imageId: number | null } };

export type AdminCreateProcEventTypeMutationVariables = Exact<{
  input: ProcEventTypeInput;
}>;


export type AdminCreateProcEventTypeMutation = { createProcEventType: { id: number, name: string, shortName: string, imageId: number | null } };

export type AdminUpdateProcEventTypeMutationVariables = Exact<{
  input: ProcEventTypeInput;
}>;


export type AdminUpdateProcEventTypeMutation = { updateProcEventType: { id: number, name: string, shortName: string, imageId: number | null } };

export type AdminDeleteProcEventTypeMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteProcEventTypeMutation = { deleteProcEventType: { success: boolean, message: string } };

export type AdminProcTypeFieldsFragment = { id: number, name: string, shortName: string, imageId: number | null };

export type AdminProcTypeListQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminProcTypeListQuery = { procTypes: Array<{ id: number, name: string, shortName: string, imageId: number | null }> };

export type AdminProcTypeQueryVariables = Exact<{
  id: number;
}>;


export type AdminProcTypeQuery = { procType: { id: number, name: string, shortName: string, imageId: number | null } };

export type AdminCreateProcTypeMutationVariables = Exact<{
  input: ProcTypeInput;
}>;


export type AdminCreateProcTypeMutation = { createProcType: { id: number, name: string, shortName: string, imageId: number | null } };

export type AdminUpdateProcTypeMutationVariables = Exact<{
  input: ProcTypeInput;
}>;


export type AdminUpdateProcTypeMutation = { updateProcType: { id: number, name: string, shortName: string, imageId: number | null } };

export type AdminDeleteProcTypeMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteProcTypeMutation = { deleteProcType: { success: boolean, message: string } };

export type AdminRankFieldsFragment = { id: number, name: string, xp: number, flavorText: string, rewardItemId: number | null, imageId: number | null };

export type AdminRankListQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminRankListQuery = { ranks: Array<{ id: number, name: string, xp: number, flavorText: string, rewardItemId: number | null, imageId: number | null }> };

export type AdminRankQueryVariables = Exact<{
  id: number;
}>;


export type AdminRankQuery = { rank: { id: number, name: string, xp: number, flavorText: string, rewardItemId: number | null, imageId: number | null } };

export type AdminCreateRankMutationVariables = Exact<{
  input: RankInput;
}>;


export type AdminCreateRankMutation = { createRank: { id: number, name: string, xp: number, flavorText: string, rewardItemId: number | null, imageId: number | null } };

export type AdminUpdateRankMutationVariables = Exact<{
  input: RankInput;
}>;


export type AdminUpdateRankMutation = { updateRank: { id: number, name: string, xp: number, flavorText: string, rewardItemId: number | null, imageId: number | null } };

export type AdminDeleteRankMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteRankMutation = { deleteRank: { success: boolean, message: string } };

export type AdminRarityFieldsFragment = { id: number, name: string, shortName: string, colorHex: string, flavorText: string, sequence: number };

export type AdminRarityListQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminRarityListQuery = { rarities: Array<{ id: number, name: string, shortName: string, colorHex: string, flavorText: string, sequence: number }> };

export type AdminRarityQueryVariables = Exact<{
  id: number;
}>;


export type AdminRarityQuery = { rarity: { id: number, name: string, shortName: string, colorHex: string, flavorText: string, sequence: number } };

export type AdminCreateRarityMutationVariables = Exact<{
  input: RarityInput;
}>;


export type AdminCreateRarityMutation = { createRarity: { id: number, name: string, shortName: string, colorHex: string, flavorText: string, sequence: number } };

export type AdminUpdateRarityMutationVariables = Exact<{
  input: RarityInput;
}>;


export type AdminUpdateRarityMutation = { updateRarity: { id: number, name: string, shortName: string, colorHex: string, flavorText: string, sequence: number } };

export type AdminDeleteRarityMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteRarityMutation = { deleteRarity: { success: boolean, message: string } };

export type AdminStatFieldsFragment = { id: number, name: string, shortName: string, imageId: number | null, flavorText: string, unitSymbol: string, statType: number, procType: number | null, procEventType: number | null, affectedCreatureType: number | null, damageType: number | null, orderIndex: number };

export type AdminStatListQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminStatListQuery = { stats: Array<{ id: number, name: string, shortName: string, imageId: number | null, flavorText: string, unitSymbol: string, statType: number, procType: number | null, procEventType: number | null, affectedCreatureType: number | null, damageType: number | null, orderIndex: number }> };

export type AdminStatQueryVariables = Exact<{
  id: number;
}>;


export type AdminStatQuery = { stat: { id: number, name: string, shortName: string, imageId: number | null, flavorText: string, unitSymbol: string, statType: number, procType: number | null, procEventType: number | null, affectedCreatureType: number | null, damageType: number | null, orderIndex: number } };

export type AdminCreateStatMutationVariables = Exact<{
  input: StatInput;
}>;


export type AdminCreateStatMutation = { createStat: { id: number, name: string, shortName: string, imageId: number | null, flavorText: string, unitSymbol: string, statType: number, procType: number | null, procEventType: number | null, affectedCreatureType: number | null, damageType: number | null, orderIndex: number } };

export type AdminUpdateStatMutationVariables = Exact<{
  input: StatInput;
}>;


export type AdminUpdateStatMutation = { updateStat: { id: number, name: string, shortName: string, imageId: number | null, flavorText: string, unitSymbol: string, statType: number, procType: number | null, procEventType: number | null, affectedCreatureType: number | null, damageType: number | null, orderIndex: number } };

export type AdminDeleteStatMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteStatMutation = { deleteStat: { success: boolean, message: string } };

export type AdminSearchUsersQueryVariables = Exact<{
  searchString: string;
  includeBanned?: boolean | null | undefined;
}>;


export type AdminSearchUsersQuery = { searchUsers: Array<{ id: string, name: string, email: string | null, userRole: number, patreonType: number }> };

export type AdminUserForEditingQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminUserForEditingQuery = { user: { id: string, name: string, email: string | null, userRole: number, patreonType: number, xp: number, currencies: Array<{ shortName: string, value: number }>, inventory: Array<{ itemId: number, amount: number, equipped: boolean, item: { id: number, name: string } | null }> }, currencies: Array<{ shortName: string, name: string, orderIndex: number }> };

export type AdminSaveUserMutationVariables = Exact<{
  input: AdminUserInput;
  userId: string | number;
  xp?: number | null | undefined;
  currencies?: Array<CurrencyValueInput> | CurrencyValueInput | null | undefined;
}>;


export type AdminSaveUserMutation = { adminUpdateUser: { id: string }, adminUpdatePlayer: { success: boolean, message: string } };

export type AdminRemoveUserMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminRemoveUserMutation = { adminDeleteUser: { success: boolean, message: string } };

export type AdminChangeInventoryMutationVariables = Exact<{
  userId: string | number;
  itemId: number;
  deltaAmount: number;
  remove?: boolean | null | undefined;
}>;


export type AdminChangeInventoryMutation = { adminAddInventoryItem: { success: boolean, message: string } };

export const AdminCurrencyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCurrencyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Currency"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"flavorText"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionOnly"}}]}}]} as unknown as DocumentNode<AdminCurrencyFieldsFragment, unknown>;
export const AdminDamageTypeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminDamageTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DamageType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"colorHex"}}]}}]} as unknown as DocumentNode<AdminDamageTypeFieldsFragment, unknown>;
export const AdminEnemyTypeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEnemyTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnemyType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}}]}}]} as unknown as DocumentNode<AdminEnemyTypeFieldsFragment, unknown>;
export const AdminItemTypeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminItemTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ItemType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"itemTypeSlots"}},{"kind":"Field","name":{"kind":"Name","value":"isEquipment"}},{"kind":"Field","name":{"kind":"Name","value":"alwaysEquipped"}},{"kind":"Field","name":{"kind":"Name","value":"flavorText"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}}]}}]} as unknown as DocumentNode<AdminItemTypeFieldsFragment, unknown>;
export const AdminNewsItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminNewsItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"animatedImageId"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]} as unknown as DocumentNode<AdminNewsItemFieldsFragment, unknown>;
export const AdminProcEventTypeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProcEventTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProcEventType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}}]}}]} as unknown as DocumentNode<AdminProcEventTypeFieldsFragment, unknown>;
export const AdminProcTypeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProcTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProcType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}}]}}]} as unknown as DocumentNode<AdminProcTypeFieldsFragment, unknown>;
export const AdminRankFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRankFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rank"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"xp"}},{"kind":"Field","name":{"kind":"Name","value":"flavorText"}},{"kind":"Field","name":{"kind":"Name","value":"rewardItemId"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}}]}}]} as unknown as DocumentNode<AdminRankFieldsFragment, unknown>;
export const AdminRarityFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRarityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rarity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"colorHex"}},{"kind":"Field","name":{"kind":"Name","value":"flavorText"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}}]}}]} as unknown as DocumentNode<AdminRarityFieldsFragment, unknown>;
export const AdminStatFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStatFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stat"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"flavorText"}},{"kind":"Field","name":{"kind":"Name","value":"unitSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"statType"}},{"kind":"Field","name":{"kind":"Name","value":"procType"}},{"kind":"Field","name":{"kind":"Name","value":"procEventType"}},{"kind":"Field","name":{"kind":"Name","value":"affectedCreatureType"}},{"kind":"Field","name":{"kind":"Name","value":"damageType"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}}]}}]} as unknown as DocumentNode<AdminStatFieldsFragment, unknown>;
export const AdminCurrencyListDocument = {"__meta__":{"hash":"sha256:036909d7adc085768eab12d192eed59d9f3bd9771a24001efa5a87c5743076be"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCurrencyList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCurrencyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCurrencyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Currency"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"flavorText"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionOnly"}}]}}]} as unknown as DocumentNode<AdminCurrencyListQuery, AdminCurrencyListQueryVariables>;
export const AdminCurrencyDocument = {"__meta__":{"hash":"sha256:54ec12097d9e6b3de62e71ca562ca643b4fcee28746f8b4126ffe382fb28964d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCurrency"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCurrencyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCurrencyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Currency"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"flavorText"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionOnly"}}]}}]} as unknown as DocumentNode<AdminCurrencyQuery, AdminCurrencyQueryVariables>;
export const AdminCreateCurrencyDocument = {"__meta__":{"hash":"sha256:b7c264a21ec4d79622890b59427b01568d60c2278d534a17fc8b7240bde01fd6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateCurrency"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CurrencyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCurrency"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCurrencyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCurrencyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Currency"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"flavorText"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionOnly"}}]}}]} as unknown as DocumentNode<AdminCreateCurrencyMutation, AdminCreateCurrencyMutationVariables>;
export const AdminUpdateCurrencyDocument = {"__meta__":{"hash":"sha256:bdfc61685a2e2518f163ff0d6043e5b0204ce16190337d433278906ddb1808f1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateCurrency"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CurrencyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCurrency"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCurrencyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCurrencyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Currency"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"flavorText"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionOnly"}}]}}]} as unknown as DocumentNode<AdminUpdateCurrencyMutation, AdminUpdateCurrencyMutationVariables>;
export const AdminDeleteCurrencyDocument = {"__meta__":{"hash":"sha256:d0ad42285bdc76de55d36d88f43a09800f75211e26c7d5f9c6518f259723223d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteCurrency"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCurrency"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminDeleteCurrencyMutation, AdminDeleteCurrencyMutationVariables>;
export const AdminDamageTypeListDocument = {"__meta__":{"hash":"sha256:cc52a688628f347a79b937292372929d8dedaacfcc5739260c398918d7c20634"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDamageTypeList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"damageTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminDamageTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminDamageTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DamageType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"colorHex"}}]}}]} as unknown as DocumentNode<AdminDamageTypeListQuery, AdminDamageTypeListQueryVariables>;
export const AdminDamageTypeDocument = {"__meta__":{"hash":"sha256:e6644ab7061b08d805b839f0a1568f84ed52170d66714eb8262cd341c940509b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDamageType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"damageType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminDamageTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminDamageTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DamageType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"colorHex"}}]}}]} as unknown as DocumentNode<AdminDamageTypeQuery, AdminDamageTypeQueryVariables>;
export const AdminCreateDamageTypeDocument = {"__meta__":{"hash":"sha256:36be496baf59df56a25c93612a56cd8d1945ab59a8b0869bc3fd3365eaad0aec"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateDamageType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DamageTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDamageType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminDamageTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminDamageTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DamageType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"colorHex"}}]}}]} as unknown as DocumentNode<AdminCreateDamageTypeMutation, AdminCreateDamageTypeMutationVariables>;
export const AdminUpdateDamageTypeDocument = {"__meta__":{"hash":"sha256:67f645b6210fb89c469ac489b52417b0dbe5448b5a0aa26cd20b327d93aab3df"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateDamageType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DamageTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDamageType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminDamageTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminDamageTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DamageType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"colorHex"}}]}}]} as unknown as DocumentNode<AdminUpdateDamageTypeMutation, AdminUpdateDamageTypeMutationVariables>;
export const AdminDeleteDamageTypeDocument = {"__meta__":{"hash":"sha256:0ab2ca1b688246b2adf8f16776e5532d111ad903fdf6dc83e4ba59c5f244adb1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteDamageType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDamageType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminDeleteDamageTypeMutation, AdminDeleteDamageTypeMutationVariables>;
export const AdminEnemyTypeListDocument = {"__meta__":{"hash":"sha256:3e3ee47f1e2dca10de80f54ecece309e8a9f27d26249b60e809ebe2d5b8bca32"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEnemyTypeList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enemyTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminEnemyTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEnemyTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnemyType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}}]}}]} as unknown as DocumentNode<AdminEnemyTypeListQuery, AdminEnemyTypeListQueryVariables>;
export const AdminEnemyTypeDocument = {"__meta__":{"hash":"sha256:3894e7878810c3b7680cc85994e006d929370d126a0bc6afcf9624a67d363b75"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEnemyType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enemyType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminEnemyTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEnemyTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnemyType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}}]}}]} as unknown as DocumentNode<AdminEnemyTypeQuery, AdminEnemyTypeQueryVariables>;
export const AdminCreateEnemyTypeDocument = {"__meta__":{"hash":"sha256:69546acb41ec9981d4c967ced60e27c2586e63a14f789e7db1c1345fa897011c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateEnemyType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnemyTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEnemyType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminEnemyTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEnemyTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnemyType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}}]}}]} as unknown as DocumentNode<AdminCreateEnemyTypeMutation, AdminCreateEnemyTypeMutationVariables>;
export const AdminUpdateEnemyTypeDocument = {"__meta__":{"hash":"sha256:04f4fec390332cd6e143cdef3ae2390bc0c964fcae0d38d79e539d43a115ea55"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateEnemyType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnemyTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEnemyType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminEnemyTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminEnemyTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EnemyType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}}]}}]} as unknown as DocumentNode<AdminUpdateEnemyTypeMutation, AdminUpdateEnemyTypeMutationVariables>;
export const AdminDeleteEnemyTypeDocument = {"__meta__":{"hash":"sha256:4f69419fef346440aa20fcb1c47bbaecc6044a9b4efa936d0bc213807654ea6e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteEnemyType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEnemyType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminDeleteEnemyTypeMutation, AdminDeleteEnemyTypeMutationVariables>;
export const AdminItemTypeListDocument = {"__meta__":{"hash":"sha256:a0eafb6a7253a114f712dc24bef0c67c821adf38be7060059b5f0c16e58569db"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminItemTypeList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminItemTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminItemTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ItemType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"itemTypeSlots"}},{"kind":"Field","name":{"kind":"Name","value":"isEquipment"}},{"kind":"Field","name":{"kind":"Name","value":"alwaysEquipped"}},{"kind":"Field","name":{"kind":"Name","value":"flavorText"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}}]}}]} as unknown as DocumentNode<AdminItemTypeListQuery, AdminItemTypeListQueryVariables>;
export const AdminItemTypeDocument = {"__meta__":{"hash":"sha256:7f9f1f43ce4cad5447ab6340b92143750fb2e4d503609c2692c8aa13bee0d44f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminItemType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminItemTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminItemTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ItemType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"itemTypeSlots"}},{"kind":"Field","name":{"kind":"Name","value":"isEquipment"}},{"kind":"Field","name":{"kind":"Name","value":"alwaysEquipped"}},{"kind":"Field","name":{"kind":"Name","value":"flavorText"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}}]}}]} as unknown as DocumentNode<AdminItemTypeQuery, AdminItemTypeQueryVariables>;
export const AdminCreateItemTypeDocument = {"__meta__":{"hash":"sha256:9cc80487ff9d14fe149dc1aa509b57c4adc4dce01158b2077d6338e3963a01f5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateItemType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ItemTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createItemType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminItemTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminItemTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ItemType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"itemTypeSlots"}},{"kind":"Field","name":{"kind":"Name","value":"isEquipment"}},{"kind":"Field","name":{"kind":"Name","value":"alwaysEquipped"}},{"kind":"Field","name":{"kind":"Name","value":"flavorText"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}}]}}]} as unknown as DocumentNode<AdminCreateItemTypeMutation, AdminCreateItemTypeMutationVariables>;
export const AdminUpdateItemTypeDocument = {"__meta__":{"hash":"sha256:316c6a2b6a47c573fc60147b6982d2047db43c3981288b39eb86b82fd581bc65"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateItemType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ItemTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateItemType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminItemTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminItemTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ItemType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"itemTypeSlots"}},{"kind":"Field","name":{"kind":"Name","value":"isEquipment"}},{"kind":"Field","name":{"kind":"Name","value":"alwaysEquipped"}},{"kind":"Field","name":{"kind":"Name","value":"flavorText"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}}]}}]} as unknown as DocumentNode<AdminUpdateItemTypeMutation, AdminUpdateItemTypeMutationVariables>;
export const AdminDeleteItemTypeDocument = {"__meta__":{"hash":"sha256:30b9abd2a53a5820a7b25202b89b3b569166daea47feabba3fc67d0de4feaef2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteItemType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteItemType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminDeleteItemTypeMutation, AdminDeleteItemTypeMutationVariables>;
export const AdminItemChoicesDocument = {"__meta__":{"hash":"sha256:908004db1be633e81396ac982e879c0145a0e48ad7ab817e2d3e7b267e73d673"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminItemChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<AdminItemChoicesQuery, AdminItemChoicesQueryVariables>;
export const AdminNewsItemListDocument = {"__meta__":{"hash":"sha256:144c0de5b07cdc6e371a1049ff4be5eaeb9e20a76a1b7d0ea79574462038da5e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminNewsItemList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminNewsItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminNewsItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"animatedImageId"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]} as unknown as DocumentNode<AdminNewsItemListQuery, AdminNewsItemListQueryVariables>;
export const AdminNewsItemDocument = {"__meta__":{"hash":"sha256:0672d47e2984daf23bdccceda9781f0c36b0f687e56b255cdea33da5de219fe6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminNewsItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminNewsItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminNewsItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"animatedImageId"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]} as unknown as DocumentNode<AdminNewsItemQuery, AdminNewsItemQueryVariables>;
export const AdminCreateNewsItemDocument = {"__meta__":{"hash":"sha256:0e1bee246a8f64b729f16f51c7c20ca93493567329331481dada9f4c09aa4c2d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateNewsItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createNewsItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminNewsItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminNewsItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"animatedImageId"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]} as unknown as DocumentNode<AdminCreateNewsItemMutation, AdminCreateNewsItemMutationVariables>;
export const AdminUpdateNewsItemDocument = {"__meta__":{"hash":"sha256:d0bde2477babaff2f19710fa35e733f6fa284658e1bcecdcbf2fbf7ea1bfac0a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateNewsItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNewsItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminNewsItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminNewsItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"animatedImageId"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]} as unknown as DocumentNode<AdminUpdateNewsItemMutation, AdminUpdateNewsItemMutationVariables>;
export const AdminDeleteNewsItemDocument = {"__meta__":{"hash":"sha256:4d9adb9d800e1cb8feacb6623ee13d34c68ac5a532c1ea6eb72ddcf36c939228"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteNewsItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteNewsItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminDeleteNewsItemMutation, AdminDeleteNewsItemMutationVariables>;
export const AdminProcEventTypeListDocument = {"__meta__":{"hash":"sha256:1aa396df0eb8b657bc4eb98428560b8135f8991f370fa21deabab9bfcecb3386"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProcEventTypeList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"procEventTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProcEventTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProcEventTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProcEventType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}}]}}]} as unknown as DocumentNode<AdminProcEventTypeListQuery, AdminProcEventTypeListQueryVariables>;
export const AdminProcEventTypeDocument = {"__meta__":{"hash":"sha256:c774361fc672ccc233cd5e5bed2c95f2663d55fc8eefd86d530cb17130949049"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProcEventType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"procEventType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProcEventTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProcEventTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProcEventType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}}]}}]} as unknown as DocumentNode<AdminProcEventTypeQuery, AdminProcEventTypeQueryVariables>;
export const AdminCreateProcEventTypeDocument = {"__meta__":{"hash":"sha256:f225bc8280a37649e1078281d584d053c7079dd6b8be677579ad43f7686991d5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateProcEventType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProcEventTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProcEventType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProcEventTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProcEventTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProcEventType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}}]}}]} as unknown as DocumentNode<AdminCreateProcEventTypeMutation, AdminCreateProcEventTypeMutationVariables>;
export const AdminUpdateProcEventTypeDocument = {"__meta__":{"hash":"sha256:3c6b0c3b0fffab5a637b2b431285d76465a71dc7105ce396ac9e9e6ed6d2da47"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateProcEventType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProcEventTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProcEventType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProcEventTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProcEventTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProcEventType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}}]}}]} as unknown as DocumentNode<AdminUpdateProcEventTypeMutation, AdminUpdateProcEventTypeMutationVariables>;
export const AdminDeleteProcEventTypeDocument = {"__meta__":{"hash":"sha256:5a14dbc9b8e1711be378b59387170ca01bb78a60b753bb783cb696c9b1059684"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteProcEventType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProcEventType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminDeleteProcEventTypeMutation, AdminDeleteProcEventTypeMutationVariables>;
export const AdminProcTypeListDocument = {"__meta__":{"hash":"sha256:90baab258d18c9e68b0db2003a40c096160785fc7fda98d131e3fa991d952ee0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProcTypeList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"procTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProcTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProcTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProcType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}}]}}]} as unknown as DocumentNode<AdminProcTypeListQuery, AdminProcTypeListQueryVariables>;
export const AdminProcTypeDocument = {"__meta__":{"hash":"sha256:4d70e6d97e10c661e5aefff7d9c0d695ccbe68a17917fc3cb6c8a86a6da51ae2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProcType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"procType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProcTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProcTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProcType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}}]}}]} as unknown as DocumentNode<AdminProcTypeQuery, AdminProcTypeQueryVariables>;
export const AdminCreateProcTypeDocument = {"__meta__":{"hash":"sha256:effe4657fca428e9e203e43f61292356537ab5223b0a318329e6bad6afa07d62"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateProcType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProcTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProcType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProcTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProcTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProcType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}}]}}]} as unknown as DocumentNode<AdminCreateProcTypeMutation, AdminCreateProcTypeMutationVariables>;
export const AdminUpdateProcTypeDocument = {"__meta__":{"hash":"sha256:e5c268e1ee66f42d774e63a8faf2ebd6b39c029bdc1a4464b675a550a1b09eca"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateProcType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProcTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProcType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminProcTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminProcTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProcType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}}]}}]} as unknown as DocumentNode<AdminUpdateProcTypeMutation, AdminUpdateProcTypeMutationVariables>;
export const AdminDeleteProcTypeDocument = {"__meta__":{"hash":"sha256:42ecdbe68c99928b284dcdd860fb568b70a483cd09a429fcb759328f8e3791ab"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteProcType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProcType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminDeleteProcTypeMutation, AdminDeleteProcTypeMutationVariables>;
export const AdminRankListDocument = {"__meta__":{"hash":"sha256:9a4e0152a692ee3139f41d3f57de99627daa7327791ffb92fb69950fd47901ff"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRankList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ranks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRankFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRankFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rank"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"xp"}},{"kind":"Field","name":{"kind":"Name","value":"flavorText"}},{"kind":"Field","name":{"kind":"Name","value":"rewardItemId"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}}]}}]} as unknown as DocumentNode<AdminRankListQuery, AdminRankListQueryVariables>;
export const AdminRankDocument = {"__meta__":{"hash":"sha256:0fb73a38059ce23c535ba7c94035eeaa1b329994d5753268bc63582a4391b184"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRank"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRankFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRankFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rank"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"xp"}},{"kind":"Field","name":{"kind":"Name","value":"flavorText"}},{"kind":"Field","name":{"kind":"Name","value":"rewardItemId"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}}]}}]} as unknown as DocumentNode<AdminRankQuery, AdminRankQueryVariables>;
export const AdminCreateRankDocument = {"__meta__":{"hash":"sha256:e1e0f3540dd451ffd9251e65080d8301c2f51eb988dc29f91229a4bc8746b992"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateRank"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RankInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRank"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRankFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRankFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rank"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"xp"}},{"kind":"Field","name":{"kind":"Name","value":"flavorText"}},{"kind":"Field","name":{"kind":"Name","value":"rewardItemId"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}}]}}]} as unknown as DocumentNode<AdminCreateRankMutation, AdminCreateRankMutationVariables>;
export const AdminUpdateRankDocument = {"__meta__":{"hash":"sha256:2586fda6b89681c12b44dad9907c045be748371f6abe0e32bd9bb4ed778ddd75"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateRank"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RankInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRank"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRankFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRankFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rank"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"xp"}},{"kind":"Field","name":{"kind":"Name","value":"flavorText"}},{"kind":"Field","name":{"kind":"Name","value":"rewardItemId"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}}]}}]} as unknown as DocumentNode<AdminUpdateRankMutation, AdminUpdateRankMutationVariables>;
export const AdminDeleteRankDocument = {"__meta__":{"hash":"sha256:6715466204b198d4f4361103e59492fc8490d1541b8de9b1ff1d960145657db2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteRank"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRank"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminDeleteRankMutation, AdminDeleteRankMutationVariables>;
export const AdminRarityListDocument = {"__meta__":{"hash":"sha256:fd04054799d0c0af7221fed69b3fb08c0c8792845de8c0039270b0a3d9c89cc7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRarityList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rarities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRarityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRarityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rarity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"colorHex"}},{"kind":"Field","name":{"kind":"Name","value":"flavorText"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}}]}}]} as unknown as DocumentNode<AdminRarityListQuery, AdminRarityListQueryVariables>;
export const AdminRarityDocument = {"__meta__":{"hash":"sha256:c9cb450fe2ae8de94bdee08eaae6dca41220edb15a3cbf396eaf280e7de40630"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRarity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rarity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRarityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRarityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rarity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"colorHex"}},{"kind":"Field","name":{"kind":"Name","value":"flavorText"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}}]}}]} as unknown as DocumentNode<AdminRarityQuery, AdminRarityQueryVariables>;
export const AdminCreateRarityDocument = {"__meta__":{"hash":"sha256:4485150e87fd3889f2c675bfa1476b9136f81d10ee9ca262bb9d975422e17565"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateRarity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RarityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRarity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRarityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRarityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rarity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"colorHex"}},{"kind":"Field","name":{"kind":"Name","value":"flavorText"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}}]}}]} as unknown as DocumentNode<AdminCreateRarityMutation, AdminCreateRarityMutationVariables>;
export const AdminUpdateRarityDocument = {"__meta__":{"hash":"sha256:c0a912caab0ec1b9a88e45c9bf3b534c275d41826e0512e81d932e7166b27615"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateRarity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RarityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRarity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRarityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRarityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Rarity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"colorHex"}},{"kind":"Field","name":{"kind":"Name","value":"flavorText"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}}]}}]} as unknown as DocumentNode<AdminUpdateRarityMutation, AdminUpdateRarityMutationVariables>;
export const AdminDeleteRarityDocument = {"__meta__":{"hash":"sha256:92a5fedb727ac8f86936c8b5e29fd4dc7904c987816e206ea20ddb0bc3670dac"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteRarity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRarity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminDeleteRarityMutation, AdminDeleteRarityMutationVariables>;
export const AdminStatListDocument = {"__meta__":{"hash":"sha256:79bb64bad2f32c1792fca43eb16622ab0133d31328a435ba9dd7817af6c0a6f8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStatList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminStatFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStatFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stat"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"flavorText"}},{"kind":"Field","name":{"kind":"Name","value":"unitSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"statType"}},{"kind":"Field","name":{"kind":"Name","value":"procType"}},{"kind":"Field","name":{"kind":"Name","value":"procEventType"}},{"kind":"Field","name":{"kind":"Name","value":"affectedCreatureType"}},{"kind":"Field","name":{"kind":"Name","value":"damageType"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}}]}}]} as unknown as DocumentNode<AdminStatListQuery, AdminStatListQueryVariables>;
export const AdminStatDocument = {"__meta__":{"hash":"sha256:f0b5238ef9d3950ce6e3155383244207c45fce75ed9a52e0047c04d929f137c6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminStat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminStatFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStatFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stat"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"flavorText"}},{"kind":"Field","name":{"kind":"Name","value":"unitSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"statType"}},{"kind":"Field","name":{"kind":"Name","value":"procType"}},{"kind":"Field","name":{"kind":"Name","value":"procEventType"}},{"kind":"Field","name":{"kind":"Name","value":"affectedCreatureType"}},{"kind":"Field","name":{"kind":"Name","value":"damageType"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}}]}}]} as unknown as DocumentNode<AdminStatQuery, AdminStatQueryVariables>;
export const AdminCreateStatDocument = {"__meta__":{"hash":"sha256:97e0a103948522eed2ca63fa227a4ad282328dc2ea5542492c5492fd8f3c173c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateStat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StatInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminStatFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStatFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stat"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"flavorText"}},{"kind":"Field","name":{"kind":"Name","value":"unitSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"statType"}},{"kind":"Field","name":{"kind":"Name","value":"procType"}},{"kind":"Field","name":{"kind":"Name","value":"procEventType"}},{"kind":"Field","name":{"kind":"Name","value":"affectedCreatureType"}},{"kind":"Field","name":{"kind":"Name","value":"damageType"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}}]}}]} as unknown as DocumentNode<AdminCreateStatMutation, AdminCreateStatMutationVariables>;
export const AdminUpdateStatDocument = {"__meta__":{"hash":"sha256:f35473e603698e6533c872a2034cbdb979550c0a24e2de83dceb0a3bb89b1c75"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateStat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StatInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminStatFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStatFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Stat"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"flavorText"}},{"kind":"Field","name":{"kind":"Name","value":"unitSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"statType"}},{"kind":"Field","name":{"kind":"Name","value":"procType"}},{"kind":"Field","name":{"kind":"Name","value":"procEventType"}},{"kind":"Field","name":{"kind":"Name","value":"affectedCreatureType"}},{"kind":"Field","name":{"kind":"Name","value":"damageType"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}}]}}]} as unknown as DocumentNode<AdminUpdateStatMutation, AdminUpdateStatMutationVariables>;
export const AdminDeleteStatDocument = {"__meta__":{"hash":"sha256:c9732cbef856fe7c4fd1a0cd72fd29535115870c686e7d2998d7b0fd67ebfa9a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteStat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteStat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminDeleteStatMutation, AdminDeleteStatMutationVariables>;
export const AdminSearchUsersDocument = {"__meta__":{"hash":"sha256:c16c87736f1f140508176685c8d78d52af617b08f56ece379fcc6109e563d528"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSearchUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchString"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeBanned"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"searchString"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchString"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeBanned"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeBanned"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userRole"}},{"kind":"Field","name":{"kind":"Name","value":"patreonType"}}]}}]}}]} as unknown as DocumentNode<AdminSearchUsersQuery, AdminSearchUsersQueryVariables>;
export const AdminUserForEditingDocument = {"__meta__":{"hash":"sha256:7c6fc69d8ccfc309cba15bcaf9abbc117ac35247562731880e7d76c12e247287"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUserForEditing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"userRole"}},{"kind":"Field","name":{"kind":"Name","value":"patreonType"}},{"kind":"Field","name":{"kind":"Name","value":"xp"}},{"kind":"Field","name":{"kind":"Name","value":"currencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inventory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"equipped"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"currencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"orderIndex"}}]}}]}}]} as unknown as DocumentNode<AdminUserForEditingQuery, AdminUserForEditingQueryVariables>;
export const AdminSaveUserDocument = {"__meta__":{"hash":"sha256:1a87517824bb92b29af7dc806eb3522d5815fed6114c7c1f5382286651bab58b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSaveUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"xp"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currencies"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CurrencyValueInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminUpdateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminUpdatePlayer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"xp"},"value":{"kind":"Variable","name":{"kind":"Name","value":"xp"}}},{"kind":"Argument","name":{"kind":"Name","value":"currencies"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currencies"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminSaveUserMutation, AdminSaveUserMutationVariables>;
export const AdminRemoveUserDocument = {"__meta__":{"hash":"sha256:3d57cd8791e330c02361750d88043694a9940d281327bb223a4bb779f82cc396"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRemoveUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDeleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminRemoveUserMutation, AdminRemoveUserMutationVariables>;
export const AdminChangeInventoryDocument = {"__meta__":{"hash":"sha256:9427000d23fbb542ab4bf2e53eafb4b54cd073422a943877b7e1094ba0e5b59e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminChangeInventory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deltaAmount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"remove"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminAddInventoryItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"deltaAmount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deltaAmount"}}},{"kind":"Argument","name":{"kind":"Name","value":"remove"},"value":{"kind":"Variable","name":{"kind":"Name","value":"remove"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminChangeInventoryMutation, AdminChangeInventoryMutationVariables>;