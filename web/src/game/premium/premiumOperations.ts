import { graphql } from '../../__generated__';
import type { MyPaymentsQuery, PremiumShopPackagesQuery } from '../../__generated__/graphql';

/** Every visible package of the premium shop, by type, then month, then price. */
export const PREMIUM_PACKAGES = graphql(`
  query PremiumShopPackages {
    activePremiumPackages {
      id
      name
      usd
      promotionalLabel
      subscriptionLevel
      singleItemType
      month
      year
      imageId
      animatedImageId
      items {
        itemId
        amount
        item {
          id
          name
          imageId
          rarityRef {
            id
            colorHex
          }
        }
      }
    }
  }
`);

/** The player's payments, newest first: the profile's transactions and the shop's one-time deals. */
export const MY_PAYMENTS = graphql(`
  query MyPayments {
    myPayments {
      ...PaymentFields
      package {
        id
        name
      }
    }
  }
`);

export const MY_PAYMENTS_QUERY = 'MyPayments';

/** Starts a payment; the player then approves it at the provider (the order's approve link). */
export const CREATE_PAYMENT = graphql(`
  mutation PremiumCreatePayment($packageId: Int!, $additionalInfo: String) {
    createPayment(packageId: $packageId, additionalInfo: $additionalInfo) {
      id
      order {
        id
        status
        links {
          rel
          href
        }
      }
    }
  }
`);

export type PremiumPackage = PremiumShopPackagesQuery['activePremiumPackages'][number];
export type MyPayment = MyPaymentsQuery['myPayments'][number];
