import { Link } from 'react-router';
import { tierName } from './tiers';
import { useSubscriptionLevel } from './useSubscriptionLevel';
import '../../styles/premium.css';

/** The sidebar's way into the premium shop. */
export function PremiumBanner() {
  const level = useSubscriptionLevel();
  const subscribed = level !== null && level > 0;
  return (
    <Link to="/premiumShop" className="premium-banner" data-premium-banner>
      <span className="premium-banner__title">Premium Shop</span>
      <span className="premium-banner__text">
        {subscribed
          ? `${tierName(level)} subscription active: see this month’s deals`
          : 'Sanguine Diamonds, monthly deals and subscriptions'}
      </span>
      <span className="premium-banner__cta">Visit the shop</span>
    </Link>
  );
}
