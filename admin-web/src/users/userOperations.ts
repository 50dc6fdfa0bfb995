import { graphql } from '../__generated__';

export const SEARCH_USERS = graphql(`
  query AdminSearchUsers($searchString: String!, $includeBanned: Boolean) {
    searchUsers(searchString: $searchString, includeBanned: $includeBanned) {
      id
      name
      email
      userRole
      patreonType
    }
  }
`);

/** One account with its game half, and every currency (the editor shows a balance for each). */
export const USER_FOR_EDITING = graphql(`
  query AdminUserForEditing($id: ID!) {
    user(id: $id) {
      ...AdminUserFields
    }
    currencies {
      shortName
      name
      orderIndex
    }
  }
`);

/** The account half goes to identity, XP and balances to the game (absolute values). */
export const UPDATE_USER = graphql(`
  mutation AdminSaveUser(
    $input: AdminUserInput!
    $userId: ID!
    $xp: Int
    $currencies: [CurrencyValueInput!]
  ) {
    adminUpdateUser(input: $input) {
      id
    }
    adminUpdatePlayer(userId: $userId, xp: $xp, currencies: $currencies) {
      success
      message
    }
  }
`);

export const DELETE_USER = graphql(`
  mutation AdminRemoveUser($id: ID!) {
    adminDeleteUser(id: $id) {
      success
      message
    }
  }
`);

export const CHANGE_INVENTORY = graphql(`
  mutation AdminChangeInventory($userId: ID!, $itemId: Int!, $deltaAmount: Int!, $remove: Boolean) {
    adminAddInventoryItem(userId: $userId, itemId: $itemId, deltaAmount: $deltaAmount, remove: $remove) {
      success
      message
    }
  }
`);
