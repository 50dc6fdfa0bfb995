import { graphql } from '../../__generated__';
import { contentKind } from '../../data/contentKind';

/** The fields every screen of this kind shows and edits. */
export const fields = graphql(`
  fragment AdminItemTypeFields on ItemType {
    id
    name
    shortName
    imageId
    itemTypeSlots
    isEquipment
    alwaysEquipped
    flavorText
    orderIndex
  }
`);

/** ItemType entries over the generic content CRUD. */
export const itemTypesResource = contentKind({
  list: [
    graphql(`
      query AdminItemTypeList {
        itemTypes {
          ...AdminItemTypeFields
        }
      }
    `),
    (data) => data.itemTypes,
  ],
  one: [
    graphql(`
      query AdminItemType($id: Int!) {
        itemType(id: $id) {
          ...AdminItemTypeFields
        }
      }
    `),
    (data) => data.itemType,
  ],
  create: [
    graphql(`
      mutation AdminCreateItemType($input: ItemTypeInput!) {
        createItemType(input: $input) {
          ...AdminItemTypeFields
        }
      }
    `),
    (data) => data.createItemType,
  ],
  update: [
    graphql(`
      mutation AdminUpdateItemType($input: ItemTypeInput!) {
        updateItemType(input: $input) {
          ...AdminItemTypeFields
        }
      }
    `),
    (data) => data.updateItemType,
  ],
  remove: [
    graphql(`
      mutation AdminDeleteItemType($id: Int!) {
        deleteItemType(id: $id) {
          success
          message
        }
      }
    `),
    (data) => data.deleteItemType,
  ],
  inputFields: [
    'name',
    'shortName',
    'imageId',
    'itemTypeSlots',
    'isEquipment',
    'alwaysEquipped',
    'flavorText',
    'orderIndex',
  ],
});
