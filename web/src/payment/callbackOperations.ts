import { graphql } from '../__generated__';

/** The callback page's poll: it completes an approved payment and says where it stands. */
export const CHECK_ON_PAYMENT = graphql(`
  mutation PaymentCallbackCheck($paymentId: ID!) {
    checkOnPayment(paymentId: $paymentId) {
      ...PaymentCheckFields
    }
  }
`);
