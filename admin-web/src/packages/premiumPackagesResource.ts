import { graphql } from '../__generated__';
import { contentKind } from '../data/contentKind';

/** Every field of a package the editor shows and edits (gateway/api-schema.graphql, PremiumPackage). */
export const AdminPremiumPackageFields = graphql(`
  fragment AdminPremiumPackageFields on PremiumPackage {
    id
    name
    usd
    promotionalLabel
    subscriptionLevel
    singleItemType
    items {
      itemId
      amount
    }
    month
    year
    imageId
    animatedImageId
    visible
  }
`);

/** Premium packages over the payments service's admin CRUD (spec 002 sections 2.8 and 7.1). */
export const premiumPackagesResource = contentKind({
  list: [
    graphql(`
      query AdminPremiumPackageList {
        premiumPackages {
          ...AdminPremiumPackageFields
        }
      }
    `),
    (data) => data.premiumPackages,
  ],
  one: [
    graphql(`
      query AdminPremiumPackage($id: Int!) {
        premiumPackage(id: $id) {
          ...AdminPremiumPackageFields
        }
      }
    `),
    (data) => data.premiumPackage,
  ],
  create: [
    graphql(`
      mutation AdminCreatePremiumPackage($input: PremiumPackageInput!) {
        createPremiumPackage(input: $input) {
          ...AdminPremiumPackageFields
        }
      }
    `),
    (data) => data.createPremiumPackage,
  ],
  update: [
    graphql(`
      mutation AdminUpdatePremiumPackage($input: PremiumPackageInput!) {
        updatePremiumPackage(input: $input) {
          ...AdminPremiumPackageFields
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
