import { graphql } from '../../__generated__';
import { contentKind } from '../../data/contentKind';

/** The fields every screen of this kind shows and edits. */
export const fields = graphql(`
  fragment AdminRarityFields on Rarity {
    id
    name
    shortName
    colorHex
    flavorText
    sequence
  }
`);

/** Rarity entries over the generic content CRUD. */
export const raritiesResource = contentKind({
  list: [
    graphql(`
      query AdminRarityList {
        rarities {
          ...AdminRarityFields
        }
      }
    `),
    (data) => data.rarities,
  ],
  one: [
    graphql(`
      query AdminRarity($id: Int!) {
        rarity(id: $id) {
          ...AdminRarityFields
        }
      }
    `),
    (data) => data.rarity,
  ],
  create: [
    graphql(`
      mutation AdminCreateRarity($input: RarityInput!) {
        createRarity(input: $input) {
          ...AdminRarityFields
        }
      }
    `),
    (data) => data.createRarity,
  ],
  update: [
    graphql(`
      mutation AdminUpdateRarity($input: RarityInput!) {
        updateRarity(input: $input) {
          ...AdminRarityFields
        }
      }
    `),
    (data) => data.updateRarity,
  ],
  remove: [
    graphql(`
      mutation AdminDeleteRarity($id: Int!) {
        deleteRarity(id: $id) {
          success
          message
        }
      }
    `),
    (data) => data.deleteRarity,
  ],
  inputFields: ['name', 'shortName', 'colorHex', 'flavorText', 'sequence'],
});
