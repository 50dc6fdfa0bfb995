import type { PremiumPackageItemResolvers } from '../__generated__/resolvers';

/** The package's item as a reference content resolves. */
export const PremiumPackageItem: PremiumPackageItemResolvers = {
  item: (entry) => ({ __typename: 'Item', id: entry.itemId }),
};
