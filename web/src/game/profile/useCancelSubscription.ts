import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { graphql } from '../../__generated__';
import { failureMessage, GENERIC_FAILURE } from '../../api/errors';
import { MY_PAYMENTS_QUERY } from '../premium/premiumOperations';
import { SUBSCRIPTION_LEVEL_QUERY } from '../premium/useSubscriptionLevel';

const CANCEL_SUBSCRIPTION = graphql(`
  mutation ProfileCancelSubscription($paymentId: ID!) {
    cancelSubscription(paymentId: $paymentId) {
      success
      message
    }
  }
`);

const CANCEL_CONFIRMATION =
  'Cancel this subscription? It will not renew; the month you paid for stays active.';
export const CANCELLED = 'Your subscription has been cancelled.';

// After a refusal too: it usually means the table was stale.
const AFTER_CANCEL = [MY_PAYMENTS_QUERY, SUBSCRIPTION_LEVEL_QUERY];

interface CancelOutcome {
  text: string;
  failed: boolean;
}

/** Cancels a subscription after the player confirmed, and says how it went. */
export function useCancelSubscription() {
  const [cancelSubscription] = useMutation(CANCEL_SUBSCRIPTION);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<CancelOutcome | null>(null);
  const pending = useRef(false);

  const cancel = async (paymentId: string) => {
    if (pending.current || !window.confirm(CANCEL_CONFIRMATION)) return;
    pending.current = true;
    setCancelling(paymentId);
    setOutcome(null);
    try {
      const { data } = await cancelSubscription({
        variables: { paymentId },
        refetchQueries: AFTER_CANCEL,
        awaitRefetchQueries: true,
      });
      const answer = data?.cancelSubscription;
      setOutcome(
        answer?.success
          ? { text: answer.message || CANCELLED, failed: false }
          : { text: answer?.message || GENERIC_FAILURE, failed: true },
      );
    } catch (error) {
      setOutcome({ text: failureMessage(error), failed: true });
    }
    pending.current = false;
    setCancelling(null);
  };

  return { cancel, cancelling, outcome };
}
