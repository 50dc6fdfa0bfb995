import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { PAYMENT_POLL_MS } from '../config';
import { CHECK_ON_PAYMENT } from './callbackOperations';
import { checkOutcome, type CallbackState } from './paymentCallback';

const NOTHING: readonly string[] = [];

/**
 * Asks every 2 seconds whether the payment is done, until it completes or fails. The queries named in
 * refetchOnCompleted (the player, the subscription) are refetched once it completes.
 */
export function usePaymentCheck(paymentId: string, refetchOnCompleted = NOTHING): CallbackState {
  const [state, setState] = useState<CallbackState>({ phase: 'waiting' });
  const [check] = useMutation(CHECK_ON_PAYMENT);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      let next: CallbackState;
      try {
        const { data } = await check({
          variables: { paymentId },
          refetchQueries: (result) => (result.data?.checkOnPayment.completed ? [...refetchOnCompleted] : []),
        });
        next = checkOutcome(data?.checkOnPayment);
      } catch {
        next = { phase: 'failed' };
      }
      if (stopped) return;
      if (next.phase === 'waiting') timer = setTimeout(poll, PAYMENT_POLL_MS);
      else setState(next);
    };
    // Scheduled rather than called: StrictMode's mount, unmount, mount must not send two checks.
    timer = setTimeout(poll, 0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [check, paymentId, refetchOnCompleted]);

  return state;
}
