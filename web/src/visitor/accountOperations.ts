import { graphql } from '../__generated__';

export const LOGIN = graphql(`
  mutation Login($username: String!, $password: String!, $deviceToken: String) {
    login(username: $username, password: $password, deviceToken: $deviceToken) {
      ...LoginResultFields
    }
  }
`);

export const REGISTER = graphql(`
  mutation Register($username: String!, $password: String!, $email: String!) {
    register(username: $username, password: $password, email: $email) {
      success
      message
    }
  }
`);

export const REQUEST_PASSWORD_RESET = graphql(`
  mutation RequestPasswordReset($username: String!) {
    requestPasswordReset(username: $username) {
      success
      message
    }
  }
`);

export const RESET_PASSWORD = graphql(`
  mutation ResetPassword($token: String!) {
    resetPassword(token: $token) {
      success
      message
    }
  }
`);

export const ACTIVATE_ACCOUNT = graphql(`
  mutation ActivateAccount($token: String!) {
    activateAccount(token: $token) {
      success
      message
    }
  }
`);

export const RESEND_ACTIVATION = graphql(`
  mutation ResendActivationMail {
    resendActivationMail {
      success
      message
    }
  }
`);

export const CONFIRM_ACCOUNT_DELETION = graphql(`
  mutation ConfirmAccountDeletion($token: String!) {
    confirmAccountDeletion(token: $token) {
      success
      message
    }
  }
`);
