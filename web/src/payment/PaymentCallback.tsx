import { Link } from 'react-router';
import { callbackView } from './paymentCallback';
import { SupportEmail } from './SupportEmail';
import { usePaymentCheck } from './usePaymentCheck';
import '../styles/premium.css';

interface Props {
  paymentId: string;
  /** Queries to refetch once the payment completed (signed in: the player and the subscription). */
  refetchOnCompleted?: readonly string[];
}

/** The provider sends the player back here: wait for the payment, then thank or explain what to do. */
export function PaymentCallback({ paymentId, refetchOnCompleted }: Props) {
  const view = callbackView(usePaymentCheck(paymentId, refetchOnCompleted));
  return (
    <div className={`payment-callback payment-callback--${view.phase}`} data-callback-state={view.phase}>
      <h1
        className="payment-callback__heading"
        role={view.phase === 'failed' ? 'alert' : 'status'}
        aria-busy={view.phase === 'waiting'}
      >
        {view.heading}
      </h1>
      {view.phase === 'waiting' && <span className="payment-callback__spinner" aria-hidden="true" />}
      {view.link && (
        <Link to={view.link.to} className="button button--primary payment-callback__next">
          {view.link.label}
        </Link>
      )}
      {view.phase === 'failed' && (
        <div className="payment-callback__advice">
          <p>
            Please check your <Link to="/profile">in-game profile</Link>: its transactions show the state of
            your payment.
          </p>
          <p>
            If something is missing, contact our support at <SupportEmail paymentId={paymentId} /> and quote
            your payment id:
          </p>
          <p>
            <code className="payment-callback__id">{paymentId}</code>
          </p>
        </div>
      )}
    </div>
  );
}
