import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { failureMessage, GENERIC_FAILURE } from '../../api/errors';
import { approveLink } from '../../payment/paymentInfo';
import { CREATE_PAYMENT } from './premiumOperations';

/** Starts a payment and sends the browser to the provider's approval page. */
export function useCheckout() {
  const [createPayment] = useMutation(CREATE_PAYMENT);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A second click before React re-renders must not order twice.
  const pending = useRef(false);

  const pay = async (packageId: number, additionalInfo: string | undefined) => {
    if (pending.current) return;
    pending.current = true;
    setPaying(true);
    setError(null);
    try {
      const { data } = await createPayment({ variables: { packageId, additionalInfo } });
      const link = approveLink(data?.createPayment.order.links);
      if (link) {
        // The page leaves for the provider: the button stays disabled until it has.
        window.location.assign(link);
        return;
      }
      setError(GENERIC_FAILURE);
    } catch (caught) {
      setError(failureMessage(caught));
    }
    pending.current = false;
    setPaying(false);
  };

  return { pay, paying, error };
}
