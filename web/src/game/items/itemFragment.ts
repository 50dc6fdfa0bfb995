import { graphql } from '../../__generated__';

/** What an item card, an inventory row or a tooltip shows of an item. */
export const ITEM_FIELDS = graphql(`
  fragment ItemFields on Item {
    id
    name
    flavorText
    imageId
    animatedId
    reqXP
    unique
    needSub
    type
    typeRef {
      id
      name
      shortName
      isEquipment
      alwaysEquipped
    }
    rarityRef {
      id
      name
      shortName
      colorHex
    }
    stats {
      shortName
      valueFrom
      valueTo
      shortNameRef {
        id
        name
        unitSymbol
        imageId
      }
    }
    price {
      name
      value
      nameRef {
        id
        name
        shortName
        imageId
      }
    }
    refund {
      name
      value
    }
    craftingMats {
      itemId
      amount
      itemIdRef {
        id
        name
        imageId
      }
    }
    creatureTypeRef {
      id
      name
      imageId
    }
  }
`);
