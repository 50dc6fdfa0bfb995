import type { ContentScreen } from '../content/contentScreen';
import { premiumPackagesResource } from './premiumPackagesResource';

/** subscriptionLevel codes (spec 002 section 3; 0 is a single item, no subscription). */
export const SUBSCRIPTION_LEVELS = [
  { id: 0, name: 'None' },
  { id: 1, name: 'Silver' },
  { id: 2, name: 'Gold' },
  { id: 3, name: 'Platinum' },
] as const;

/** singleItemType codes, as services/payments/src/domain/packages.ts takes them (0 to 13). */
const SINGLE_ITEM_TYPES = [
  { id: 0, name: 'None' },
  { id: 1, name: 'SilverItem' },
  { id: 2, name: 'GoldItem' },
  { id: 3, name: 'PlatinumItem' },
  { id: 4, name: 'HexDeal' },
  { id: 5, name: 'OneTimeDeal' },
  { id: 6, name: 'Avatar' },
  ...[1, 2, 3, 4, 5, 6].map((deal) => ({ id: 6 + deal, name: `SanguineDiamondsDeal${deal}` })),
  { id: 13, name: 'SingleItemDeal' },
] as const;

/** The premium package editor (spec 002 section 2.8), in the list-plus-form layout. */
export const PREMIUM_PACKAGES_SCREEN: ContentScreen = {
  resource: 'premiumpackages',
  menuLabel: 'premiumpackages',
  kind: 'PremiumPackage',
  placeholder: 'premiumPackage',
  columns: [
    { source: 'name', label: 'Name' },
    { source: 'usd', label: 'USD' },
  ],
  fields: [
    { source: 'name', label: 'Name', input: { kind: 'text' } },
    { source: 'usd', label: 'USD', input: { kind: 'decimal' } },
    { source: 'month', label: 'Month', input: { kind: 'number' } },
    { source: 'year', label: 'Year', input: { kind: 'number' } },
    {
      source: 'promotionalLabel',
      label: 'Promotional Label',
      input: { kind: 'text' },
      placeholder: 'NEW, SALE, 50% OFF',
    },
    {
      source: 'subscriptionLevel',
      label: 'SubscriptionLevel',
      input: { kind: 'select', choices: SUBSCRIPTION_LEVELS },
    },
    {
      source: 'singleItemType',
      label: 'SingleItemType',
      input: { kind: 'select', choices: SINGLE_ITEM_TYPES },
    },
    { source: 'imageId', label: 'Image', input: { kind: 'image' } },
    { source: 'animatedImageId', label: 'Animated Image', input: { kind: 'image', video: true } },
    { source: 'visible', label: 'Visible', input: { kind: 'boolean' } },
    {
      source: 'items',
      label: 'Items',
      input: { kind: 'pickAmounts', what: 'item', idField: 'itemId', amountField: 'amount' },
    },
  ],
  // Spec 002 section 4: a new package starts with its name and image empty (the schema has no
  // flavorText); the rest are the payments service's own defaults.
  defaults: {
    name: '',
    usd: 0,
    promotionalLabel: '',
    subscriptionLevel: 0,
    singleItemType: 0,
    items: [],
    month: null,
    year: null,
    imageId: null,
    animatedImageId: null,
    visible: false,
  },
  sort: { field: 'name', order: 'ASC' },
  data: premiumPackagesResource,
};
