import { useParams } from 'react-router';
import { VisitorFrame } from '../visitor/VisitorFrame';
import { PaymentCallback } from './PaymentCallback';

/** The callback for visitors and accounts outside the game shell (spec 001 section 2.1). */
export default function PaymentCallbackPage() {
  const { pid = '' } = useParams();
  return (
    <VisitorFrame>
      <PaymentCallback key={pid} paymentId={pid} />
    </VisitorFrame>
  );
}
