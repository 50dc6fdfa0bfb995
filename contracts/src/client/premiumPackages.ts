/** Premium packages as the admin editor and the payments service both see them (spec 002 sections 3, 4). */

/** Subscription levels by code (0 to 3), for an item's needSub and a package's subscriptionLevel. */
export const SUBSCRIPTION_LEVEL_NAMES = ['SingleItem', 'Silver', 'Gold', 'Platinum'] as const;

/** singleItemType codes 0 to 13 by name ('none' included). */
export const SINGLE_ITEM_TYPE_NAMES: readonly string[] = [
  'none',
  'SilverItem',
  'GoldItem',
  'PlatinumItem',
  'HexDeal',
  'OneTimeDeal',
  'Avatar',
  ...[1, 2, 3, 4, 5, 6].map((deal) => `SanguineDiamondsDeal${deal}`),
  'SingleItemDeal',
];

/**
 * A new package before the admin fills it in: name and image empty, hidden, price 0 (in USD, as the
 * GraphQL input carries it; payments stores cents).
 */
export const NEW_PREMIUM_PACKAGE = {
  name: '',
  usd: 0,
  promotionalLabel: '',
  subscriptionLevel: 0,
  singleItemType: 0,
  items: [] as { itemId: number; amount: number }[],
  month: null as number | null,
  year: null as number | null,
  imageId: null as number | null,
  animatedImageId: null as number | null,
  visible: false,
};
