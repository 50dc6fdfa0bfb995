import { useParams } from 'react-router';
import { PaymentCallback } from '../../payment/PaymentCallback';
import { REFRESH_PLAYER } from '../player/meQuery';
import { SUBSCRIPTION_LEVEL_QUERY } from './useSubscriptionLevel';

/** A completed payment changes the player's items, currencies and maybe subscription. */
const AFTER_PAYMENT = [...REFRESH_PLAYER, SUBSCRIPTION_LEVEL_QUERY];

/** The payment callback inside the game shell, for signed-in players. */
export function GamePaymentCallback() {
  const { pid = '' } = useParams();
  return (
    <section className="panel">
      <PaymentCallback key={pid} paymentId={pid} refetchOnCompleted={AFTER_PAYMENT} />
    </section>
  );
}
