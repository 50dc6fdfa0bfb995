import { graphql } from '../__generated__';

/** The signed-in account's second factor: whether it is set up (the account itself may read it). */
export const MY_SECOND_FACTOR = graphql(`
  query AdminMySecondFactor {
    me {
      id
      secondFactor {
        enrolled
        recoveryCodesLeft
      }
    }
  }
`);

export const BEGIN_ENROLMENT = graphql(`
  mutation AdminBeginSecondFactorEnrolment {
    beginSecondFactorEnrolment {
      secret
      qrCode
    }
  }
`);

export const CONFIRM_ENROLMENT = graphql(`
  mutation AdminConfirmSecondFactorEnrolment($code: String!) {
    confirmSecondFactorEnrolment(code: $code) {
      success
      message
      accessToken
      recoveryCodes
    }
  }
`);

export const VERIFY_SECOND_FACTOR = graphql(`
  mutation AdminVerifySecondFactor($code: String!) {
    verifySecondFactor(code: $code) {
      success
      message
      accessToken
    }
  }
`);

/** Another admin's factor in the user editor: its state, and the reset. */
export const USER_SECOND_FACTOR = graphql(`
  query AdminUserSecondFactor($id: ID!) {
    user(id: $id) {
      id
      userRole
      secondFactor {
        enrolled
        recoveryCodesLeft
      }
    }
  }
`);

export const RESET_SECOND_FACTOR = graphql(`
  mutation AdminResetSecondFactor($userId: ID!) {
    adminResetSecondFactor(userId: $userId) {
      success
      message
    }
  }
`);
