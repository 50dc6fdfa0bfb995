import { Link } from 'react-router';
import { SupportEmail } from '../../payment/SupportEmail';
import { ShopSection } from './ShopSection';

/** Where to turn when a payment goes wrong. */
export function SupportContact() {
  return (
    <ShopSection id="support" title="Support">
      <p className="premium-support">
        Questions or trouble with a payment? Write to <SupportEmail /> and quote your payment id: you find it
        in the transactions of your <Link to="/profile">profile</Link>.
      </p>
    </ShopSection>
  );
}
