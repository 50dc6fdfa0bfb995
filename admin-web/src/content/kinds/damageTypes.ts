import { graphql } from '../../__generated__';
import { contentKind } from '../../data/contentKind';

/** The fields every screen of this kind shows and edits. */
export const fields = graphql(`
  fragment AdminDamageTypeFields on DamageType {
    id
    name
    shortName
    imageId
    colorHex
  }
`);

/** DamageType entries over the generic content CRUD. */
export const damageTypesResource = contentKind({
  list: [
    graphql(`
      query AdminDamageTypeList {
        damageTypes {
          ...AdminDamageTypeFields
        }
      }
    `),
    (data) => data.damageTypes,
  ],
  one: [
    graphql(`
      query AdminDamageType($id: Int!) {
        damageType(id: $id) {
          ...AdminDamageTypeFields
        }
      }
    `),
    (data) => data.damageType,
  ],
  create: [
    graphql(`
      mutation AdminCreateDamageType($input: DamageTypeInput!) {
        createDamageType(input: $input) {
          ...AdminDamageTypeFields
        }
      }
    `),
    (data) => data.createDamageType,
  ],
  update: [
    graphql(`
      mutation AdminUpdateDamageType($input: DamageTypeInput!) {
        updateDamageType(input: $input) {
          ...AdminDamageTypeFields
        }
      }
    `),
    (data) => data.updateDamageType,
  ],
  remove: [
    graphql(`
      mutation AdminDeleteDamageType($id: Int!) {
        deleteDamageType(id: $id) {
          success
          message
        }
      }
    `),
    (data) => data.deleteDamageType,
  ],
  inputFields: ['name', 'shortName', 'imageId', 'colorHex'],
});
