import type { ContentScreen } from '../content/contentScreen';
import { number, pickRows, select } from '../content/fieldSpecs';
import { SUBSCRIPTION_LEVELS } from '../content/subscriptionLevels';
import { premiumPackagesResource } from './premiumPackagesResource';

/** singleItemType codes 0 to 13, named as spec 002 section 3 names them ('none' included). */
const SINGLE_ITEM_TYPES = [
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

/** The premium package editor (spec 002 section 2.8), in the list-plus-form layout. */
export const PREMIUM_PACKAGES_SCREEN: ContentScreen = {
  resource: 'premiumpackages',
  anEntry: 'a premium package',
  kind: 'PremiumPackage',
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
    select('subscriptionLevel', 'SubscriptionLevel', SUBSCRIPTION_LEVELS),
    select('singleItemType', 'SingleItemType', SINGLE_ITEM_TYPES),
    { source: 'imageId', label: 'Image', input: { kind: 'image' } },
    { source: 'animatedImageId', label: 'Animated Image', input: { kind: 'image', video: true } },
    { source: 'visible', label: 'Visible', input: { kind: 'boolean' } },
    // Spec 002 section 4: a picked item's row holds only its id, the amount is filled in afterwards
    // (so an empty one is refused here rather than stored as the server's default of 1).
    pickRows('items', 'Items', {
      what: 'item',
      idField: 'itemId',
      fields: [{ ...number('amount', 'Amount'), required: 'Enter how many of this item the package gives' }],
    }),
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
