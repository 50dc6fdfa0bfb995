import { graphql } from '../../__generated__';
import { contentKind } from '../../data/contentKind';

/** The fields every screen of this kind shows and edits. */
export const fields = graphql(`
  fragment AdminCurrencyFields on Currency {
    id
    name
    shortName
    imageId
    flavorText
    orderIndex
    subscriptionOnly
  }
`);

/** Currency entries over the generic content CRUD. */
export const currenciesResource = contentKind({
  list: [
    graphql(`
      query AdminCurrencyList {
        currencies {
          ...AdminCurrencyFields
        }
      }
    `),
    (data) => data.currencies,
  ],
  one: [
    graphql(`
      query AdminCurrency($id: Int!) {
        currency(id: $id) {
          ...AdminCurrencyFields
        }
      }
    `),
    (data) => data.currency,
  ],
  create: [
    graphql(`
      mutation AdminCreateCurrency($input: CurrencyInput!) {
        createCurrency(input: $input) {
          ...AdminCurrencyFields
        }
      }
    `),
    (data) => data.createCurrency,
  ],
  update: [
    graphql(`
      mutation AdminUpdateCurrency($input: CurrencyInput!) {
        updateCurrency(input: $input) {
          ...AdminCurrencyFields
        }
      }
    `),
    (data) => data.updateCurrency,
  ],
  remove: [
    graphql(`
      mutation AdminDeleteCurrency($id: Int!) {
        deleteCurrency(id: $id) {
          success
          message
        }
      }
    `),
    (data) => data.deleteCurrency,
  ],
  inputFields: ['name', 'shortName', 'imageId', 'flavorText', 'orderIndex', 'subscriptionOnly'],
});
