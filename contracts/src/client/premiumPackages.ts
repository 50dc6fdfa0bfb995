/** Premium packages as the admin editor and the payments service both see them (spec 002 sections 3, 4). */
import type { FieldRules } from './fieldRules';

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

/** Bounds past which a value is a typo, not a package (and the price in cents stays far within an integer). */
export const PREMIUM_PACKAGE_LIMITS = {
  maxUsd: 10_000,
  nameLength: 100,
  labelLength: 40,
  maxAmount: 1_000_000,
  years: [2000, 2100],
} as const;

/**
 * What payments checks of a package's fields and its items' beyond their types (422 otherwise), by
 * GraphQL type, from the limits and codes above. A new package needs a name; a month and year exist
 * only on monthly deals, and the items must exist, which are rules between fields and entries.
 */
export const PREMIUM_PACKAGE_FIELD_RULES: Readonly<Record<string, FieldRules>> = {
  PremiumPackage: {
    name: { required: true, minLength: 1, maxLength: PREMIUM_PACKAGE_LIMITS.nameLength },
    usd: { minimum: 0, maximum: PREMIUM_PACKAGE_LIMITS.maxUsd },
    promotionalLabel: { maxLength: PREMIUM_PACKAGE_LIMITS.labelLength },
    subscriptionLevel: { minimum: 0, maximum: SUBSCRIPTION_LEVEL_NAMES.length - 1 },
    singleItemType: { minimum: 0, maximum: SINGLE_ITEM_TYPE_NAMES.length - 1 },
    month: { minimum: 1, maximum: 12 },
    year: { minimum: PREMIUM_PACKAGE_LIMITS.years[0], maximum: PREMIUM_PACKAGE_LIMITS.years[1] },
    imageId: { minimum: 1 },
    animatedImageId: { minimum: 1 },
  },
  PremiumPackageItem: {
    itemId: { minimum: 1 },
    amount: { minimum: 1, maximum: PREMIUM_PACKAGE_LIMITS.maxAmount },
  },
};
