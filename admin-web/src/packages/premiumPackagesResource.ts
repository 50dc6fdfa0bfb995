import { graphql } from '../__generated__';
import { contentKind } from '../data/contentKind';

/** Premium packages over the payments service's admin CRUD (spec 002 sections 2.8 and 7.1). */
export const premiumPackagesResource = contentKind({
  list: [
    graphql(`
      query AdminPremiumPackageList {
        premiumPackages {
          ...PremiumPackageFields
        }
      }
    `),
    (data) => data.premiumPackages,
  ],
  one: [
    graphql(`
      query AdminPremiumPackage($id: Int!) {
        premiumPackage(id: $id) {
          ...PremiumPackageFields
        }
      }
    `),
    (data) => data.premiumPackage,
  ],
  create: [
    graphql(`
      mutation AdminCreatePremiumPackage($input: PremiumPackageInput!) {
        createPremiumPackage(input: $input) {
          ...PremiumPackageFields
        }
      }
    `),
    (data) => data.createPremiumPackage,
  ],
  update: [
    graphql(`
      mutation AdminUpdatePremiumPackage($input: PremiumPackageInput!) {
        updatePremiumPackage(input: $input) {
          ...PremiumPackageFields
        }
      }
    `),
    (data) => data.updatePremiumPackage,
  ],
  remove: [
    graphql(`
      mutation AdminDeletePremiumPackage($id: Int!) {
        deletePremiumPackage(id: $id) {
          success
          message
        }
      }
    `),
    (data) => data.deletePremiumPackage,
  ],
  inputFields: [
    'name',
    'usd',
    'promotionalLabel',
    'subscriptionLevel',
    'singleItemType',
    'items',
    'month',
    'year',
    'imageId',
    'animatedImageId',
    'visible',
  ],
});
