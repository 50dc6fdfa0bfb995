import { graphql } from '../../__generated__';

/**
 * What an item card, an inventory row or a tooltip shows of an item: the REST facade's item (the
 * contract's ClientItemFields, contracts/graphql/fragments/item.graphql) and what the cards add.
 */
export const ITEM_FIELDS = graphql(`
  fragment ItemFields on Item {
    ...ClientItemFields
    type
    typeRef {
      id
      isEquipment
      alwaysEquipped
    }
    rarityRef {
      id
      name
    }
    stats {
      shortNameRef {
        id
      }
    }
    price {
      name
      nameRef {
        id
        shortName
      }
    }
    refund {
      name
      value
    }
    craftingMats {
      itemId
    }
    creatureTypeRef {
      id
    }
  }
`);
