import { graphql } from '../../__generated__';

export const EQUIP_ITEM = graphql(`
  mutation InventoryEquipItem($itemId: Int!) {
    equipItem(itemId: $itemId) {
      success
      message
    }
  }
`);

export const UNEQUIP_ITEM = graphql(`
  mutation InventoryUnequipItem($itemId: Int!) {
    unequipItem(itemId: $itemId) {
      success
      message
    }
  }
`);
