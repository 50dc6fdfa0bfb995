import { NEW_PREMIUM_PACKAGE, SINGLE_ITEM_TYPE_NAMES, SUBSCRIPTION_LEVEL_NAMES } from '@vh/contracts/client';
import type { ContentScreen } from '../content/contentScreen';
import { number, pickRows, select } from '../content/fieldSpecs';
import { premiumPackagesResource } from './premiumPackagesResource';

/** The premium package editor (spec 002 section 2.8), in the list-plus-form layout. */
export const PREMIUM_PACKAGES_SCREEN: ContentScreen = {
  resource: 'premiumpackages',
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
    select('subscriptionLevel', 'SubscriptionLevel', SUBSCRIPTION_LEVEL_NAMES),
    select('singleItemType', 'SingleItemType', SINGLE_ITEM_TYPE_NAMES),
    { source: 'imageId', label: 'Image', input: { kind: 'image' } },
    { source: 'animatedImageId', label: 'Animated Image', input: { kind: 'image', animated: true } },
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
  // flavorText); payments starts from the same defaults.
  defaults: NEW_PREMIUM_PACKAGE,
  sort: { field: 'name', order: 'ASC' },
  data: premiumPackagesResource,
};
