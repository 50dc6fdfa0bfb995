/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment AdminCurrencyFields on Currency {\n    id\n    name\n    shortName\n    imageId\n    flavorText\n    orderIndex\n    subscriptionOnly\n  }\n": typeof types.AdminCurrencyFieldsFragmentDoc,
    "\n      query AdminCurrencyList {\n        currencies {\n          ...AdminCurrencyFields\n        }\n      }\n    ": typeof types.AdminCurrencyListDocument,
    "\n      query AdminCurrency($id: Int!) {\n        currency(id: $id) {\n          ...AdminCurrencyFields\n        }\n      }\n    ": typeof types.AdminCurrencyDocument,
    "\n      mutation AdminCreateCurrency($input: CurrencyInput!) {\n        createCurrency(input: $input) {\n          ...AdminCurrencyFields\n        }\n      }\n    ": typeof types.AdminCreateCurrencyDocument,
    "\n      mutation AdminUpdateCurrency($input: CurrencyInput!) {\n        updateCurrency(input: $input) {\n          ...AdminCurrencyFields\n        }\n      }\n    ": typeof types.AdminUpdateCurrencyDocument,
    "\n      mutation AdminDeleteCurrency($id: Int!) {\n        deleteCurrency(id: $id) {\n          success\n          message\n        }\n      }\n    ": typeof types.AdminDeleteCurrencyDocument,
    "\n  fragment AdminDamageTypeFields on DamageType {\n    id\n    name\n    shortName\n    imageId\n    colorHex\n  }\n": typeof types.AdminDamageTypeFieldsFragmentDoc,
    "\n      query AdminDamageTypeList {\n        damageTypes {\n          ...AdminDamageTypeFields\n        }\n      }\n    ": typeof types.AdminDamageTypeListDocument,
    "\n      query AdminDamageType($id: Int!) {\n        damageType(id: $id) {\n          ...AdminDamageTypeFields\n        }\n      }\n    ": typeof types.AdminDamageTypeDocument,
    "\n      mutation AdminCreateDamageType($input: DamageTypeInput!) {\n        createDamageType(input: $input) {\n          ...AdminDamageTypeFields\n        }\n      }\n    ": typeof types.AdminCreateDamageTypeDocument,
    "\n      mutation AdminUpdateDamageType($input: DamageTypeInput!) {\n        updateDamageType(input: $input) {\n          ...AdminDamageTypeFields\n        }\n      }\n    ": typeof types.AdminUpdateDamageTypeDocument,
    "\n      mutation AdminDeleteDamageType($id: Int!) {\n        deleteDamageType(id: $id) {\n          success\n          message\n        }\n      }\n    ": typeof types.AdminDeleteDamageTypeDocument,
    "\n  fragment AdminEnemyTypeFields on EnemyType {\n    id\n    name\n    shortName\n    imageId\n  }\n": typeof types.AdminEnemyTypeFieldsFragmentDoc,
    "\n      query AdminEnemyTypeList {\n        enemyTypes {\n          ...AdminEnemyTypeFields\n        }\n      }\n    ": typeof types.AdminEnemyTypeListDocument,
    "\n      query AdminEnemyType($id: Int!) {\n        enemyType(id: $id) {\n          ...AdminEnemyTypeFields\n        }\n      }\n    ": typeof types.AdminEnemyTypeDocument,
    "\n      mutation AdminCreateEnemyType($input: EnemyTypeInput!) {\n        createEnemyType(input: $input) {\n          ...AdminEnemyTypeFields\n        }\n      }\n    ": typeof types.AdminCreateEnemyTypeDocument,
    "\n      mutation AdminUpdateEnemyType($input: EnemyTypeInput!) {\n        updateEnemyType(input: $input) {\n          ...AdminEnemyTypeFields\n        }\n      }\n    ": typeof types.AdminUpdateEnemyTypeDocument,
    "\n      mutation AdminDeleteEnemyType($id: Int!) {\n        deleteEnemyType(id: $id) {\n          success\n          message\n        }\n      }\n    ": typeof types.AdminDeleteEnemyTypeDocument,
    "\n  fragment AdminItemTypeFields on ItemType {\n    id\n    name\n    shortName\n    imageId\n    itemTypeSlots\n    isEquipment\n    alwaysEquipped\n    flavorText\n    orderIndex\n  }\n": typeof types.AdminItemTypeFieldsFragmentDoc,
    "\n      query AdminItemTypeList {\n        itemTypes {\n          ...AdminItemTypeFields\n        }\n      }\n    ": typeof types.AdminItemTypeListDocument,
    "\n      query AdminItemType($id: Int!) {\n        itemType(id: $id) {\n          ...AdminItemTypeFields\n        }\n      }\n    ": typeof types.AdminItemTypeDocument,
    "\n      mutation AdminCreateItemType($input: ItemTypeInput!) {\n        createItemType(input: $input) {\n          ...AdminItemTypeFields\n        }\n      }\n    ": typeof types.AdminCreateItemTypeDocument,
    "\n      mutation AdminUpdateItemType($input: ItemTypeInput!) {\n        updateItemType(input: $input) {\n          ...AdminItemTypeFields\n        }\n      }\n    ": typeof types.AdminUpdateItemTypeDocument,
    "\n      mutation AdminDeleteItemType($id: Int!) {\n        deleteItemType(id: $id) {\n          success\n          message\n        }\n      }\n    ": typeof types.AdminDeleteItemTypeDocument,
    "\n  query AdminItemChoices {\n    items {\n      id\n      name\n      imageId\n      type\n    }\n  }\n": typeof types.AdminItemChoicesDocument,
    "\n  fragment AdminNewsItemFields on NewsItem {\n    id\n    header\n    message\n    imageId\n    animatedImageId\n    timestamp\n  }\n": typeof types.AdminNewsItemFieldsFragmentDoc,
    "\n      query AdminNewsItemList {\n        newsItems {\n          ...AdminNewsItemFields\n        }\n      }\n    ": typeof types.AdminNewsItemListDocument,
    "\n      query AdminNewsItem($id: Int!) {\n        newsItem(id: $id) {\n          ...AdminNewsItemFields\n        }\n      }\n    ": typeof types.AdminNewsItemDocument,
    "\n      mutation AdminCreateNewsItem($input: NewsItemInput!) {\n        createNewsItem(input: $input) {\n          ...AdminNewsItemFields\n        }\n      }\n    ": typeof types.AdminCreateNewsItemDocument,
    "\n      mutation AdminUpdateNewsItem($input: NewsItemInput!) {\n        updateNewsItem(input: $input) {\n          ...AdminNewsItemFields\n        }\n      }\n    ": typeof types.AdminUpdateNewsItemDocument,
    "\n      mutation AdminDeleteNewsItem($id: Int!) {\n        deleteNewsItem(id: $id) {\n          success\n          message\n        }\n      }\n    ": typeof types.AdminDeleteNewsItemDocument,
    "\n  fragment AdminProcEventTypeFields on ProcEventType {\n    id\n    name\n    shortName\n    imageId\n  }\n": typeof types.AdminProcEventTypeFieldsFragmentDoc,
    "\n      query AdminProcEventTypeList {\n        procEventTypes {\n          ...AdminProcEventTypeFields\n        }\n      }\n    ": typeof types.AdminProcEventTypeListDocument,
    "\n      query AdminProcEventType($id: Int!) {\n        procEventType(id: $id) {\n          ...AdminProcEventTypeFields\n        }\n      }\n    ": typeof types.AdminProcEventTypeDocument,
    "\n      mutation AdminCreateProcEventType($input: ProcEventTypeInput!) {\n        createProcEventType(input: $input) {\n          ...AdminProcEventTypeFields\n        }\n      }\n    ": typeof types.AdminCreateProcEventTypeDocument,
    "\n      mutation AdminUpdateProcEventType($input: ProcEventTypeInput!) {\n        updateProcEventType(input: $input) {\n          ...AdminProcEventTypeFields\n        }\n      }\n    ": typeof types.AdminUpdateProcEventTypeDocument,
    "\n      mutation AdminDeleteProcEventType($id: Int!) {\n        deleteProcEventType(id: $id) {\n          success\n          message\n        }\n      }\n    ": typeof types.AdminDeleteProcEventTypeDocument,
    "\n  fragment AdminProcTypeFields on ProcType {\n    id\n    name\n    shortName\n    imageId\n  }\n": typeof types.AdminProcTypeFieldsFragmentDoc,
    "\n      query AdminProcTypeList {\n        procTypes {\n          ...AdminProcTypeFields\n        }\n      }\n    ": typeof types.AdminProcTypeListDocument,
    "\n      query AdminProcType($id: Int!) {\n        procType(id: $id) {\n          ...AdminProcTypeFields\n        }\n      }\n    ": typeof types.AdminProcTypeDocument,
    "\n      mutation AdminCreateProcType($input: ProcTypeInput!) {\n        createProcType(input: $input) {\n          ...AdminProcTypeFields\n        }\n      }\n    ": typeof types.AdminCreateProcTypeDocument,
    "\n      mutation AdminUpdateProcType($input: ProcTypeInput!) {\n        updateProcType(input: $input) {\n          ...AdminProcTypeFields\n        }\n      }\n    ": typeof types.AdminUpdateProcTypeDocument,
    "\n      mutation AdminDeleteProcType($id: Int!) {\n        deleteProcType(id: $id) {\n          success\n          message\n        }\n      }\n    ": typeof types.AdminDeleteProcTypeDocument,
    "\n  fragment AdminRankFields on Rank {\n    id\n    name\n    xp\n    flavorText\n    rewardItemId\n    imageId\n  }\n": typeof types.AdminRankFieldsFragmentDoc,
    "\n      query AdminRankList {\n        ranks {\n          ...AdminRankFields\n        }\n      }\n    ": typeof types.AdminRankListDocument,
    "\n      query AdminRank($id: Int!) {\n        rank(id: $id) {\n          ...AdminRankFields\n        }\n      }\n    ": typeof types.AdminRankDocument,
    "\n      mutation AdminCreateRank($input: RankInput!) {\n        createRank(input: $input) {\n          ...AdminRankFields\n        }\n      }\n    ": typeof types.AdminCreateRankDocument,
    "\n      mutation AdminUpdateRank($input: RankInput!) {\n        updateRank(input: $input) {\n          ...AdminRankFields\n        }\n      }\n    ": typeof types.AdminUpdateRankDocument,
    "\n      mutation AdminDeleteRank($id: Int!) {\n        deleteRank(id: $id) {\n          success\n          message\n        }\n      }\n    ": typeof types.AdminDeleteRankDocument,
    "\n  fragment AdminRarityFields on Rarity {\n    id\n    name\n    shortName\n    colorHex\n    flavorText\n    sequence\n  }\n": typeof types.AdminRarityFieldsFragmentDoc,
    "\n      query AdminRarityList {\n        rarities {\n          ...AdminRarityFields\n        }\n      }\n    ": typeof types.AdminRarityListDocument,
    "\n      query AdminRarity($id: Int!) {\n        rarity(id: $id) {\n          ...AdminRarityFields\n        }\n      }\n    ": typeof types.AdminRarityDocument,
    "\n      mutation AdminCreateRarity($input: RarityInput!) {\n        createRarity(input: $input) {\n          ...AdminRarityFields\n        }\n      }\n    ": typeof types.AdminCreateRarityDocument,
    "\n      mutation AdminUpdateRarity($input: RarityInput!) {\n        updateRarity(input: $input) {\n          ...AdminRarityFields\n        }\n      }\n    ": typeof types.AdminUpdateRarityDocument,
    "\n      mutation AdminDeleteRarity($id: Int!) {\n        deleteRarity(id: $id) {\n          success\n          message\n        }\n      }\n    ": typeof types.AdminDeleteRarityDocument,
    "\n  fragment AdminStatFields on Stat {\n    id\n    name\n    shortName\n    imageId\n    flavorText\n    unitSymbol\n    statType\n    procType\n    procEventType\n    affectedCreatureType\n    damageType\n    orderIndex\n  }\n": typeof types.AdminStatFieldsFragmentDoc,
    "\n      query AdminStatList {\n        stats {\n          ...AdminStatFields\n        }\n      }\n    ": typeof types.AdminStatListDocument,
    "\n      query AdminStat($id: Int!) {\n        stat(id: $id) {\n          ...AdminStatFields\n        }\n      }\n    ": typeof types.AdminStatDocument,
    "\n      mutation AdminCreateStat($input: StatInput!) {\n        createStat(input: $input) {\n          ...AdminStatFields\n        }\n      }\n    ": typeof types.AdminCreateStatDocument,
    "\n      mutation AdminUpdateStat($input: StatInput!) {\n        updateStat(input: $input) {\n          ...AdminStatFields\n        }\n      }\n    ": typeof types.AdminUpdateStatDocument,
    "\n      mutation AdminDeleteStat($id: Int!) {\n        deleteStat(id: $id) {\n          success\n          message\n        }\n      }\n    ": typeof types.AdminDeleteStatDocument,
    "\n  query AdminSearchUsers($searchString: String!, $includeBanned: Boolean) {\n    searchUsers(searchString: $searchString, includeBanned: $includeBanned) {\n      id\n      name\n      email\n      userRole\n      patreonType\n    }\n  }\n": typeof types.AdminSearchUsersDocument,
    "\n  query AdminUserForEditing($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      email\n      userRole\n      patreonType\n      xp\n      currencies {\n        shortName\n        value\n      }\n      inventory {\n        itemId\n        amount\n        equipped\n        item {\n          id\n          name\n        }\n      }\n    }\n    currencies {\n      shortName\n      name\n      orderIndex\n    }\n  }\n": typeof types.AdminUserForEditingDocument,
    "\n  mutation AdminSaveUser($input: AdminUserInput!, $userId: ID!, $xp: Int, $currencies: [CurrencyValueInput!]) {\n    adminUpdateUser(input: $input) {\n      id\n    }\n    adminUpdatePlayer(userId: $userId, xp: $xp, currencies: $currencies) {\n      success\n      message\n    }\n  }\n": typeof types.AdminSaveUserDocument,
    "\n  mutation AdminRemoveUser($id: ID!) {\n    adminDeleteUser(id: $id) {\n      success\n      message\n    }\n  }\n": typeof types.AdminRemoveUserDocument,
    "\n  mutation AdminChangeInventory($userId: ID!, $itemId: Int!, $deltaAmount: Int!, $remove: Boolean) {\n    adminAddInventoryItem(userId: $userId, itemId: $itemId, deltaAmount: $deltaAmount, remove: $remove) {\n      success\n      message\n    }\n  }\n": typeof types.AdminChangeInventoryDocument,
};
const documents: Documents = {
    "\n  fragment AdminCurrencyFields on Currency {\n    id\n    name\n    shortName\n    imageId\n    flavorText\n    orderIndex\n    subscriptionOnly\n  }\n": types.AdminCurrencyFieldsFragmentDoc,
    "\n      query AdminCurrencyList {\n        currencies {\n          ...AdminCurrencyFields\n        }\n      }\n    ": types.AdminCurrencyListDocument,
    "\n      query AdminCurrency($id: Int!) {\n        currency(id: $id) {\n          ...AdminCurrencyFields\n        }\n      }\n    ": types.AdminCurrencyDocument,
    "\n      mutation AdminCreateCurrency($input: CurrencyInput!) {\n        createCurrency(input: $input) {\n          ...AdminCurrencyFields\n        }\n      }\n    ": types.AdminCreateCurrencyDocument,
    "\n      mutation AdminUpdateCurrency($input: CurrencyInput!) {\n        updateCurrency(input: $input) {\n          ...AdminCurrencyFields\n        }\n      }\n    ": types.AdminUpdateCurrencyDocument,
    "\n      mutation AdminDeleteCurrency($id: Int!) {\n        deleteCurrency(id: $id) {\n          success\n          message\n        }\n      }\n    ": types.AdminDeleteCurrencyDocument,
    "\n  fragment AdminDamageTypeFields on DamageType {\n    id\n    name\n    shortName\n    imageId\n    colorHex\n  }\n": types.AdminDamageTypeFieldsFragmentDoc,
    "\n      query AdminDamageTypeList {\n        damageTypes {\n          ...AdminDamageTypeFields\n        }\n      }\n    ": types.AdminDamageTypeListDocument,
    "\n      query AdminDamageType($id: Int!) {\n        damageType(id: $id) {\n          ...AdminDamageTypeFields\n        }\n      }\n    ": types.AdminDamageTypeDocument,
    "\n      mutation AdminCreateDamageType($input: DamageTypeInput!) {\n        createDamageType(input: $input) {\n          ...AdminDamageTypeFields\n        }\n      }\n    ": types.AdminCreateDamageTypeDocument,
    "\n      mutation AdminUpdateDamageType($input: DamageTypeInput!) {\n        updateDamageType(input: $input) {\n          ...AdminDamageTypeFields\n        }\n      }\n    ": types.AdminUpdateDamageTypeDocument,
    "\n      mutation AdminDeleteDamageType($id: Int!) {\n        deleteDamageType(id: $id) {\n          success\n          message\n        }\n      }\n    ": types.AdminDeleteDamageTypeDocument,
    "\n  fragment AdminEnemyTypeFields on EnemyType {\n    id\n    name\n    shortName\n    imageId\n  }\n": types.AdminEnemyTypeFieldsFragmentDoc,
    "\n      query AdminEnemyTypeList {\n        enemyTypes {\n          ...AdminEnemyTypeFields\n        }\n      }\n    ": types.AdminEnemyTypeListDocument,
    "\n      query AdminEnemyType($id: Int!) {\n        enemyType(id: $id) {\n          ...AdminEnemyTypeFields\n        }\n      }\n    ": types.AdminEnemyTypeDocument,
    "\n      mutation AdminCreateEnemyType($input: EnemyTypeInput!) {\n        createEnemyType(input: $input) {\n          ...AdminEnemyTypeFields\n        }\n      }\n    ": types.AdminCreateEnemyTypeDocument,
    "\n      mutation AdminUpdateEnemyType($input: EnemyTypeInput!) {\n        updateEnemyType(input: $input) {\n          ...AdminEnemyTypeFields\n        }\n      }\n    ": types.AdminUpdateEnemyTypeDocument,
    "\n      mutation AdminDeleteEnemyType($id: Int!) {\n        deleteEnemyType(id: $id) {\n          success\n          message\n        }\n      }\n    ": types.AdminDeleteEnemyTypeDocument,
    "\n  fragment AdminItemTypeFields on ItemType {\n    id\n    name\n    shortName\n    imageId\n    itemTypeSlots\n    isEquipment\n    alwaysEquipped\n    flavorText\n    orderIndex\n  }\n": types.AdminItemTypeFieldsFragmentDoc,
    "\n      query AdminItemTypeList {\n        itemTypes {\n          ...AdminItemTypeFields\n        }\n      }\n    ": types.AdminItemTypeListDocument,
    "\n      query AdminItemType($id: Int!) {\n        itemType(id: $id) {\n          ...AdminItemTypeFields\n        }\n      }\n    ": types.AdminItemTypeDocument,
    "\n      mutation AdminCreateItemType($input: ItemTypeInput!) {\n        createItemType(input: $input) {\n          ...AdminItemTypeFields\n        }\n      }\n    ": types.AdminCreateItemTypeDocument,
    "\n      mutation AdminUpdateItemType($input: ItemTypeInput!) {\n        updateItemType(input: $input) {\n          ...AdminItemTypeFields\n        }\n      }\n    ": types.AdminUpdateItemTypeDocument,
    "\n      mutation AdminDeleteItemType($id: Int!) {\n        deleteItemType(id: $id) {\n          success\n          message\n        }\n      }\n    ": types.AdminDeleteItemTypeDocument,
    "\n  query AdminItemChoices {\n    items {\n      id\n      name\n      imageId\n      type\n    }\n  }\n": types.AdminItemChoicesDocument,
    "\n  fragment AdminNewsItemFields on NewsItem {\n    id\n    header\n    message\n    imageId\n    animatedImageId\n    timestamp\n  }\n": types.AdminNewsItemFieldsFragmentDoc,
    "\n      query AdminNewsItemList {\n        newsItems {\n          ...AdminNewsItemFields\n        }\n      }\n    ": types.AdminNewsItemListDocument,
    "\n      query AdminNewsItem($id: Int!) {\n        newsItem(id: $id) {\n          ...AdminNewsItemFields\n        }\n      }\n    ": types.AdminNewsItemDocument,
    "\n      mutation AdminCreateNewsItem($input: NewsItemInput!) {\n        createNewsItem(input: $input) {\n          ...AdminNewsItemFields\n        }\n      }\n    ": types.AdminCreateNewsItemDocument,
    "\n      mutation AdminUpdateNewsItem($input: NewsItemInput!) {\n        updateNewsItem(input: $input) {\n          ...AdminNewsItemFields\n        }\n      }\n    ": types.AdminUpdateNewsItemDocument,
    "\n      mutation AdminDeleteNewsItem($id: Int!) {\n        deleteNewsItem(id: $id) {\n          success\n          message\n        }\n      }\n    ": types.AdminDeleteNewsItemDocument,
    "\n  fragment AdminProcEventTypeFields on ProcEventType {\n    id\n    name\n    shortName\n    imageId\n  }\n": types.AdminProcEventTypeFieldsFragmentDoc,
    "\n      query AdminProcEventTypeList {\n        procEventTypes {\n          ...AdminProcEventTypeFields\n        }\n      }\n    ": types.AdminProcEventTypeListDocument,
    "\n      query AdminProcEventType($id: Int!) {\n        procEventType(id: $id) {\n          ...AdminProcEventTypeFields\n        }\n      }\n    ": types.AdminProcEventTypeDocument,
    "\n      mutation AdminCreateProcEventType($input: ProcEventTypeInput!) {\n        createProcEventType(input: $input) {\n          ...AdminProcEventTypeFields\n        }\n      }\n    ": types.AdminCreateProcEventTypeDocument,
    "\n      mutation AdminUpdateProcEventType($input: ProcEventTypeInput!) {\n        updateProcEventType(input: $input) {\n          ...AdminProcEventTypeFields\n        }\n      }\n    ": types.AdminUpdateProcEventTypeDocument,
    "\n      mutation AdminDeleteProcEventType($id: Int!) {\n        deleteProcEventType(id: $id) {\n          success\n          message\n        }\n      }\n    ": types.AdminDeleteProcEventTypeDocument,
    "\n  fragment AdminProcTypeFields on ProcType {\n    id\n    name\n    shortName\n    imageId\n  }\n": types.AdminProcTypeFieldsFragmentDoc,
    "\n      query AdminProcTypeList {\n        procTypes {\n          ...AdminProcTypeFields\n        }\n      }\n    ": types.AdminProcTypeListDocument,
    "\n      query AdminProcType($id: Int!) {\n        procType(id: $id) {\n          ...AdminProcTypeFields\n        }\n      }\n    ": types.AdminProcTypeDocument,
    "\n      mutation AdminCreateProcType($input: ProcTypeInput!) {\n        createProcType(input: $input) {\n          ...AdminProcTypeFields\n        }\n      }\n    ": types.AdminCreateProcTypeDocument,
    "\n      mutation AdminUpdateProcType($input: ProcTypeInput!) {\n        updateProcType(input: $input) {\n          ...AdminProcTypeFields\n        }\n      }\n    ": types.AdminUpdateProcTypeDocument,
    "\n      mutation AdminDeleteProcType($id: Int!) {\n        deleteProcType(id: $id) {\n          success\n          message\n        }\n      }\n    ": types.AdminDeleteProcTypeDocument,
    "\n  fragment AdminRankFields on Rank {\n    id\n    name\n    xp\n    flavorText\n    rewardItemId\n    imageId\n  }\n": types.AdminRankFieldsFragmentDoc,
    "\n      query AdminRankList {\n        ranks {\n          ...AdminRankFields\n        }\n      }\n    ": types.AdminRankListDocument,
    "\n      query AdminRank($id: Int!) {\n        rank(id: $id) {\n          ...AdminRankFields\n        }\n      }\n    ": types.AdminRankDocument,
    "\n      mutation AdminCreateRank($input: RankInput!) {\n        createRank(input: $input) {\n          ...AdminRankFields\n        }\n      }\n    ": types.AdminCreateRankDocument,
    "\n      mutation AdminUpdateRank($input: RankInput!) {\n        updateRank(input: $input) {\n          ...AdminRankFields\n        }\n      }\n    ": types.AdminUpdateRankDocument,
    "\n      mutation AdminDeleteRank($id: Int!) {\n        deleteRank(id: $id) {\n          success\n          message\n        }\n      }\n    ": types.AdminDeleteRankDocument,
    "\n  fragment AdminRarityFields on Rarity {\n    id\n    name\n    shortName\n    colorHex\n    flavorText\n    sequence\n  }\n": types.AdminRarityFieldsFragmentDoc,
    "\n      query AdminRarityList {\n        rarities {\n          ...AdminRarityFields\n        }\n      }\n    ": types.AdminRarityListDocument,
    "\n      query AdminRarity($id: Int!) {\n        rarity(id: $id) {\n          ...AdminRarityFields\n        }\n      }\n    ": types.AdminRarityDocument,
    "\n      mutation AdminCreateRarity($input: RarityInput!) {\n        createRarity(input: $input) {\n          ...AdminRarityFields\n        }\n      }\n    ": types.AdminCreateRarityDocument,
    "\n      mutation AdminUpdateRarity($input: RarityInput!) {\n        updateRarity(input: $input) {\n          ...AdminRarityFields\n        }\n      }\n    ": types.AdminUpdateRarityDocument,
    "\n      mutation AdminDeleteRarity($id: Int!) {\n        deleteRarity(id: $id) {\n          success\n          message\n        }\n      }\n    ": types.AdminDeleteRarityDocument,
    "\n  fragment AdminStatFields on Stat {\n    id\n    name\n    shortName\n    imageId\n    flavorText\n    unitSymbol\n    statType\n    procType\n    procEventType\n    affectedCreatureType\n    damageType\n    orderIndex\n  }\n": types.AdminStatFieldsFragmentDoc,
    "\n      query AdminStatList {\n        stats {\n          ...AdminStatFields\n        }\n      }\n    ": types.AdminStatListDocument,
    "\n      query AdminStat($id: Int!) {\n        stat(id: $id) {\n          ...AdminStatFields\n        }\n      }\n    ": types.AdminStatDocument,
    "\n      mutation AdminCreateStat($input: StatInput!) {\n        createStat(input: $input) {\n          ...AdminStatFields\n        }\n      }\n    ": types.AdminCreateStatDocument,
    "\n      mutation AdminUpdateStat($input: StatInput!) {\n        updateStat(input: $input) {\n          ...AdminStatFields\n        }\n      }\n    ": types.AdminUpdateStatDocument,
    "\n      mutation AdminDeleteStat($id: Int!) {\n        deleteStat(id: $id) {\n          success\n          message\n        }\n      }\n    ": types.AdminDeleteStatDocument,
    "\n  query AdminSearchUsers($searchString: String!, $includeBanned: Boolean) {\n    searchUsers(searchString: $searchString, includeBanned: $includeBanned) {\n      id\n      name\n      email\n      userRole\n      patreonType\n    }\n  }\n": types.AdminSearchUsersDocument,
    "\n  query AdminUserForEditing($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      email\n      userRole\n      patreonType\n      xp\n      currencies {\n        shortName\n        value\n      }\n      inventory {\n        itemId\n        amount\n        equipped\n        item {\n          id\n          name\n        }\n      }\n    }\n    currencies {\n      shortName\n      name\n      orderIndex\n    }\n  }\n": types.AdminUserForEditingDocument,
    "\n  mutation AdminSaveUser($input: AdminUserInput!, $userId: ID!, $xp: Int, $currencies: [CurrencyValueInput!]) {\n    adminUpdateUser(input: $input) {\n      id\n    }\n    adminUpdatePlayer(userId: $userId, xp: $xp, currencies: $currencies) {\n      success\n      message\n    }\n  }\n": types.AdminSaveUserDocument,
    "\n  mutation AdminRemoveUser($id: ID!) {\n    adminDeleteUser(id: $id) {\n      success\n      message\n    }\n  }\n": types.AdminRemoveUserDocument,
    "\n  mutation AdminChangeInventory($userId: ID!, $itemId: Int!, $deltaAmount: Int!, $remove: Boolean) {\n    adminAddInventoryItem(userId: $userId, itemId: $itemId, deltaAmount: $deltaAmount, remove: $remove) {\n      success\n      message\n    }\n  }\n": types.AdminChangeInventoryDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminCurrencyFields on Currency {\n    id\n    name\n    shortName\n    imageId\n    flavorText\n    orderIndex\n    subscriptionOnly\n  }\n"): (typeof documents)["\n  fragment AdminCurrencyFields on Currency {\n    id\n    name\n    shortName\n    imageId\n    flavorText\n    orderIndex\n    subscriptionOnly\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AdminCurrencyList {\n        currencies {\n          ...AdminCurrencyFields\n        }\n      }\n    "): (typeof documents)["\n      query AdminCurrencyList {\n        currencies {\n          ...AdminCurrencyFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AdminCurrency($id: Int!) {\n        currency(id: $id) {\n          ...AdminCurrencyFields\n        }\n      }\n    "): (typeof documents)["\n      query AdminCurrency($id: Int!) {\n        currency(id: $id) {\n          ...AdminCurrencyFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AdminCreateCurrency($input: CurrencyInput!) {\n        createCurrency(input: $input) {\n          ...AdminCurrencyFields\n        }\n      }\n    "): (typeof documents)["\n      mutation AdminCreateCurrency($input: CurrencyInput!) {\n        createCurrency(input: $input) {\n          ...AdminCurrencyFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AdminUpdateCurrency($input: CurrencyInput!) {\n        updateCurrency(input: $input) {\n          ...AdminCurrencyFields\n        }\n      }\n    "): (typeof documents)["\n      mutation AdminUpdateCurrency($input: CurrencyInput!) {\n        updateCurrency(input: $input) {\n          ...AdminCurrencyFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AdminDeleteCurrency($id: Int!) {\n        deleteCurrency(id: $id) {\n          success\n          message\n        }\n      }\n    "): (typeof documents)["\n      mutation AdminDeleteCurrency($id: Int!) {\n        deleteCurrency(id: $id) {\n          success\n          message\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminDamageTypeFields on DamageType {\n    id\n    name\n    shortName\n    imageId\n    colorHex\n  }\n"): (typeof documents)["\n  fragment AdminDamageTypeFields on DamageType {\n    id\n    name\n    shortName\n    imageId\n    colorHex\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AdminDamageTypeList {\n        damageTypes {\n          ...AdminDamageTypeFields\n        }\n      }\n    "): (typeof documents)["\n      query AdminDamageTypeList {\n        damageTypes {\n          ...AdminDamageTypeFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AdminDamageType($id: Int!) {\n        damageType(id: $id) {\n          ...AdminDamageTypeFields\n        }\n      }\n    "): (typeof documents)["\n      query AdminDamageType($id: Int!) {\n        damageType(id: $id) {\n          ...AdminDamageTypeFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AdminCreateDamageType($input: DamageTypeInput!) {\n        createDamageType(input: $input) {\n          ...AdminDamageTypeFields\n        }\n      }\n    "): (typeof documents)["\n      mutation AdminCreateDamageType($input: DamageTypeInput!) {\n        createDamageType(input: $input) {\n          ...AdminDamageTypeFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AdminUpdateDamageType($input: DamageTypeInput!) {\n        updateDamageType(input: $input) {\n          ...AdminDamageTypeFields\n        }\n      }\n    "): (typeof documents)["\n      mutation AdminUpdateDamageType($input: DamageTypeInput!) {\n        updateDamageType(input: $input) {\n          ...AdminDamageTypeFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AdminDeleteDamageType($id: Int!) {\n        deleteDamageType(id: $id) {\n          success\n          message\n        }\n      }\n    "): (typeof documents)["\n      mutation AdminDeleteDamageType($id: Int!) {\n        deleteDamageType(id: $id) {\n          success\n          message\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminEnemyTypeFields on EnemyType {\n    id\n    name\n    shortName\n    imageId\n  }\n"): (typeof documents)["\n  fragment AdminEnemyTypeFields on EnemyType {\n    id\n    name\n    shortName\n    imageId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AdminEnemyTypeList {\n        enemyTypes {\n          ...AdminEnemyTypeFields\n        }\n      }\n    "): (typeof documents)["\n      query AdminEnemyTypeList {\n        enemyTypes {\n          ...AdminEnemyTypeFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AdminEnemyType($id: Int!) {\n        enemyType(id: $id) {\n          ...AdminEnemyTypeFields\n        }\n      }\n    "): (typeof documents)["\n      query AdminEnemyType($id: Int!) {\n        enemyType(id: $id) {\n          ...AdminEnemyTypeFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AdminCreateEnemyType($input: EnemyTypeInput!) {\n        createEnemyType(input: $input) {\n          ...AdminEnemyTypeFields\n        }\n      }\n    "): (typeof documents)["\n      mutation AdminCreateEnemyType($input: EnemyTypeInput!) {\n        createEnemyType(input: $input) {\n          ...AdminEnemyTypeFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AdminUpdateEnemyType($input: EnemyTypeInput!) {\n        updateEnemyType(input: $input) {\n          ...AdminEnemyTypeFields\n        }\n      }\n    "): (typeof documents)["\n      mutation AdminUpdateEnemyType($input: EnemyTypeInput!) {\n        updateEnemyType(input: $input) {\n          ...AdminEnemyTypeFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AdminDeleteEnemyType($id: Int!) {\n        deleteEnemyType(id: $id) {\n          success\n          message\n        }\n      }\n    "): (typeof documents)["\n      mutation AdminDeleteEnemyType($id: Int!) {\n        deleteEnemyType(id: $id) {\n          success\n          message\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminItemTypeFields on ItemType {\n    id\n    name\n    shortName\n    imageId\n    itemTypeSlots\n    isEquipment\n    alwaysEquipped\n    flavorText\n    orderIndex\n  }\n"): (typeof documents)["\n  fragment AdminItemTypeFields on ItemType {\n    id\n    name\n    shortName\n    imageId\n    itemTypeSlots\n    isEquipment\n    alwaysEquipped\n    flavorText\n    orderIndex\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AdminItemTypeList {\n        itemTypes {\n          ...AdminItemTypeFields\n        }\n      }\n    "): (typeof documents)["\n      query AdminItemTypeList {\n        itemTypes {\n          ...AdminItemTypeFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AdminItemType($id: Int!) {\n        itemType(id: $id) {\n          ...AdminItemTypeFields\n        }\n      }\n    "): (typeof documents)["\n      query AdminItemType($id: Int!) {\n        itemType(id: $id) {\n          ...AdminItemTypeFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AdminCreateItemType($input: ItemTypeInput!) {\n        createItemType(input: $input) {\n          ...AdminItemTypeFields\n        }\n      }\n    "): (typeof documents)["\n      mutation AdminCreateItemType($input: ItemTypeInput!) {\n        createItemType(input: $input) {\n          ...AdminItemTypeFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AdminUpdateItemType($input: ItemTypeInput!) {\n        updateItemType(input: $input) {\n          ...AdminItemTypeFields\n        }\n      }\n    "): (typeof documents)["\n      mutation AdminUpdateItemType($input: ItemTypeInput!) {\n        updateItemType(input: $input) {\n          ...AdminItemTypeFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AdminDeleteItemType($id: Int!) {\n        deleteItemType(id: $id) {\n          success\n          message\n        }\n      }\n    "): (typeof documents)["\n      mutation AdminDeleteItemType($id: Int!) {\n        deleteItemType(id: $id) {\n          success\n          message\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminItemChoices {\n    items {\n      id\n      name\n      imageId\n      type\n    }\n  }\n"): (typeof documents)["\n  query AdminItemChoices {\n    items {\n      id\n      name\n      imageId\n      type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminNewsItemFields on NewsItem {\n    id\n    header\n    message\n    imageId\n    animatedImageId\n    timestamp\n  }\n"): (typeof documents)["\n  fragment AdminNewsItemFields on NewsItem {\n    id\n    header\n    message\n    imageId\n    animatedImageId\n    timestamp\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AdminNewsItemList {\n        newsItems {\n          ...AdminNewsItemFields\n        }\n      }\n    "): (typeof documents)["\n      query AdminNewsItemList {\n        newsItems {\n          ...AdminNewsItemFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AdminNewsItem($id: Int!) {\n        newsItem(id: $id) {\n          ...AdminNewsItemFields\n        }\n      }\n    "): (typeof documents)["\n      query AdminNewsItem($id: Int!) {\n        newsItem(id: $id) {\n          ...AdminNewsItemFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AdminCreateNewsItem($input: NewsItemInput!) {\n        createNewsItem(input: $input) {\n          ...AdminNewsItemFields\n        }\n      }\n    "): (typeof documents)["\n      mutation AdminCreateNewsItem($input: NewsItemInput!) {\n        createNewsItem(input: $input) {\n          ...AdminNewsItemFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AdminUpdateNewsItem($input: NewsItemInput!) {\n        updateNewsItem(input: $input) {\n          ...AdminNewsItemFields\n        }\n      }\n    "): (typeof documents)["\n      mutation AdminUpdateNewsItem($input: NewsItemInput!) {\n        updateNewsItem(input: $input) {\n          ...AdminNewsItemFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AdminDeleteNewsItem($id: Int!) {\n        deleteNewsItem(id: $id) {\n          success\n          message\n        }\n      }\n    "): (typeof documents)["\n      mutation AdminDeleteNewsItem($id: Int!) {\n        deleteNewsItem(id: $id) {\n          success\n          message\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProcEventTypeFields on ProcEventType {\n    id\n    name\n    shortName\n    imageId\n  }\n"): (typeof documents)["\n  fragment AdminProcEventTypeFields on ProcEventType {\n    id\n    name\n    shortName\n    imageId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AdminProcEventTypeList {\n        procEventTypes {\n          ...AdminProcEventTypeFields\n        }\n      }\n    "): (typeof documents)["\n      query AdminProcEventTypeList {\n        procEventTypes {\n          ...AdminProcEventTypeFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AdminProcEventType($id: Int!) {\n        procEventType(id: $id) {\n          ...AdminProcEventTypeFields\n        }\n      }\n    "): (typeof documents)["\n      query AdminProcEventType($id: Int!) {\n        procEventType(id: $id) {\n          ...AdminProcEventTypeFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AdminCreateProcEventType($input: ProcEventTypeInput!) {\n        createProcEventType(input: $input) {\n          ...AdminProcEventTypeFields\n        }\n      }\n    "): (typeof documents)["\n      mutation AdminCreateProcEventType($input: ProcEventTypeInput!) {\n        createProcEventType(input: $input) {\n          ...AdminProcEventTypeFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AdminUpdateProcEventType($input: ProcEventTypeInput!) {\n        updateProcEventType(input: $input) {\n          ...AdminProcEventTypeFields\n        }\n      }\n    "): (typeof documents)["\n      mutation AdminUpdateProcEventType($input: ProcEventTypeInput!) {\n        updateProcEventType(input: $input) {\n          ...AdminProcEventTypeFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AdminDeleteProcEventType($id: Int!) {\n        deleteProcEventType(id: $id) {\n          success\n          message\n        }\n      }\n    "): (typeof documents)["\n      mutation AdminDeleteProcEventType($id: Int!) {\n        deleteProcEventType(id: $id) {\n          success\n          message\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProcTypeFields on ProcType {\n    id\n    name\n    shortName\n    imageId\n  }\n"): (typeof documents)["\n  fragment AdminProcTypeFields on ProcType {\n    id\n    name\n    shortName\n    imageId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AdminProcTypeList {\n        procTypes {\n          ...AdminProcTypeFields\n        }\n      }\n    "): (typeof documents)["\n      query AdminProcTypeList {\n        procTypes {\n          ...AdminProcTypeFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AdminProcType($id: Int!) {\n        procType(id: $id) {\n          ...AdminProcTypeFields\n        }\n      }\n    "): (typeof documents)["\n      query AdminProcType($id: Int!) {\n        procType(id: $id) {\n          ...AdminProcTypeFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AdminCreateProcType($input: ProcTypeInput!) {\n        createProcType(input: $input) {\n          ...AdminProcTypeFields\n        }\n      }\n    "): (typeof documents)["\n      mutation AdminCreateProcType($input: ProcTypeInput!) {\n        createProcType(input: $input) {\n          ...AdminProcTypeFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AdminUpdateProcType($input: ProcTypeInput!) {\n        updateProcType(input: $input) {\n          ...AdminProcTypeFields\n        }\n      }\n    "): (typeof documents)["\n      mutation AdminUpdateProcType($input: ProcTypeInput!) {\n        updateProcType(input: $input) {\n          ...AdminProcTypeFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AdminDeleteProcType($id: Int!) {\n        deleteProcType(id: $id) {\n          success\n          message\n        }\n      }\n    "): (typeof documents)["\n      mutation AdminDeleteProcType($id: Int!) {\n        deleteProcType(id: $id) {\n          success\n          message\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminRankFields on Rank {\n    id\n    name\n    xp\n    flavorText\n    rewardItemId\n    imageId\n  }\n"): (typeof documents)["\n  fragment AdminRankFields on Rank {\n    id\n    name\n    xp\n    flavorText\n    rewardItemId\n    imageId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AdminRankList {\n        ranks {\n          ...AdminRankFields\n        }\n      }\n    "): (typeof documents)["\n      query AdminRankList {\n        ranks {\n          ...AdminRankFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AdminRank($id: Int!) {\n        rank(id: $id) {\n          ...AdminRankFields\n        }\n      }\n    "): (typeof documents)["\n      query AdminRank($id: Int!) {\n        rank(id: $id) {\n          ...AdminRankFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AdminCreateRank($input: RankInput!) {\n        createRank(input: $input) {\n          ...AdminRankFields\n        }\n      }\n    "): (typeof documents)["\n      mutation AdminCreateRank($input: RankInput!) {\n        createRank(input: $input) {\n          ...AdminRankFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AdminUpdateRank($input: RankInput!) {\n        updateRank(input: $input) {\n          ...AdminRankFields\n        }\n      }\n    "): (typeof documents)["\n      mutation AdminUpdateRank($input: RankInput!) {\n        updateRank(input: $input) {\n          ...AdminRankFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AdminDeleteRank($id: Int!) {\n        deleteRank(id: $id) {\n          success\n          message\n        }\n      }\n    "): (typeof documents)["\n      mutation AdminDeleteRank($id: Int!) {\n        deleteRank(id: $id) {\n          success\n          message\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminRarityFields on Rarity {\n    id\n    name\n    shortName\n    colorHex\n    flavorText\n    sequence\n  }\n"): (typeof documents)["\n  fragment AdminRarityFields on Rarity {\n    id\n    name\n    shortName\n    colorHex\n    flavorText\n    sequence\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AdminRarityList {\n        rarities {\n          ...AdminRarityFields\n        }\n      }\n    "): (typeof documents)["\n      query AdminRarityList {\n        rarities {\n          ...AdminRarityFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AdminRarity($id: Int!) {\n        rarity(id: $id) {\n          ...AdminRarityFields\n        }\n      }\n    "): (typeof documents)["\n      query AdminRarity($id: Int!) {\n        rarity(id: $id) {\n          ...AdminRarityFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AdminCreateRarity($input: RarityInput!) {\n        createRarity(input: $input) {\n          ...AdminRarityFields\n        }\n      }\n    "): (typeof documents)["\n      mutation AdminCreateRarity($input: RarityInput!) {\n        createRarity(input: $input) {\n          ...AdminRarityFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AdminUpdateRarity($input: RarityInput!) {\n        updateRarity(input: $input) {\n          ...AdminRarityFields\n        }\n      }\n    "): (typeof documents)["\n      mutation AdminUpdateRarity($input: RarityInput!) {\n        updateRarity(input: $input) {\n          ...AdminRarityFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AdminDeleteRarity($id: Int!) {\n        deleteRarity(id: $id) {\n          success\n          message\n        }\n      }\n    "): (typeof documents)["\n      mutation AdminDeleteRarity($id: Int!) {\n        deleteRarity(id: $id) {\n          success\n          message\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminStatFields on Stat {\n    id\n    name\n    shortName\n    imageId\n    flavorText\n    unitSymbol\n    statType\n    procType\n    procEventType\n    affectedCreatureType\n    damageType\n    orderIndex\n  }\n"): (typeof documents)["\n  fragment AdminStatFields on Stat {\n    id\n    name\n    shortName\n    imageId\n    flavorText\n    unitSymbol\n    statType\n    procType\n    procEventType\n    affectedCreatureType\n    damageType\n    orderIndex\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AdminStatList {\n        stats {\n          ...AdminStatFields\n        }\n      }\n    "): (typeof documents)["\n      query AdminStatList {\n        stats {\n          ...AdminStatFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AdminStat($id: Int!) {\n        stat(id: $id) {\n          ...AdminStatFields\n        }\n      }\n    "): (typeof documents)["\n      query AdminStat($id: Int!) {\n        stat(id: $id) {\n          ...AdminStatFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AdminCreateStat($input: StatInput!) {\n        createStat(input: $input) {\n          ...AdminStatFields\n        }\n      }\n    "): (typeof documents)["\n      mutation AdminCreateStat($input: StatInput!) {\n        createStat(input: $input) {\n          ...AdminStatFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AdminUpdateStat($input: StatInput!) {\n        updateStat(input: $input) {\n          ...AdminStatFields\n        }\n      }\n    "): (typeof documents)["\n      mutation AdminUpdateStat($input: StatInput!) {\n        updateStat(input: $input) {\n          ...AdminStatFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation AdminDeleteStat($id: Int!) {\n        deleteStat(id: $id) {\n          success\n          message\n        }\n      }\n    "): (typeof documents)["\n      mutation AdminDeleteStat($id: Int!) {\n        deleteStat(id: $id) {\n          success\n          message\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSearchUsers($searchString: String!, $includeBanned: Boolean) {\n    searchUsers(searchString: $searchString, includeBanned: $includeBanned) {\n      id\n      name\n      email\n      userRole\n      patreonType\n    }\n  }\n"): (typeof documents)["\n  query AdminSearchUsers($searchString: String!, $includeBanned: Boolean) {\n    searchUsers(searchString: $searchString, includeBanned: $includeBanned) {\n      id\n      name\n      email\n      userRole\n      patreonType\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUserForEditing($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      email\n      userRole\n      patreonType\n      xp\n      currencies {\n        shortName\n        value\n      }\n      inventory {\n        itemId\n        amount\n        equipped\n        item {\n          id\n          name\n        }\n      }\n    }\n    currencies {\n      shortName\n      name\n      orderIndex\n    }\n  }\n"): (typeof documents)["\n  query AdminUserForEditing($id: ID!) {\n    user(id: $id) {\n      id\n      name\n      email\n      userRole\n      patreonType\n      xp\n      currencies {\n        shortName\n        value\n      }\n      inventory {\n        itemId\n        amount\n        equipped\n        item {\n          id\n          name\n        }\n      }\n    }\n    currencies {\n      shortName\n      name\n      orderIndex\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSaveUser($input: AdminUserInput!, $userId: ID!, $xp: Int, $currencies: [CurrencyValueInput!]) {\n    adminUpdateUser(input: $input) {\n      id\n    }\n    adminUpdatePlayer(userId: $userId, xp: $xp, currencies: $currencies) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSaveUser($input: AdminUserInput!, $userId: ID!, $xp: Int, $currencies: [CurrencyValueInput!]) {\n    adminUpdateUser(input: $input) {\n      id\n    }\n    adminUpdatePlayer(userId: $userId, xp: $xp, currencies: $currencies) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRemoveUser($id: ID!) {\n    adminDeleteUser(id: $id) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRemoveUser($id: ID!) {\n    adminDeleteUser(id: $id) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminChangeInventory($userId: ID!, $itemId: Int!, $deltaAmount: Int!, $remove: Boolean) {\n    adminAddInventoryItem(userId: $userId, itemId: $itemId, deltaAmount: $deltaAmount, remove: $remove) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AdminChangeInventory($userId: ID!, $itemId: Int!, $deltaAmount: Int!, $remove: Boolean) {\n    adminAddInventoryItem(userId: $userId, itemId: $itemId, deltaAmount: $deltaAmount, remove: $remove) {\n      success\n      message\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;