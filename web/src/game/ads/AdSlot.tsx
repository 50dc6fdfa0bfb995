import { Link } from 'react-router';
import { useSubscriptionLevel } from '../premium/useSubscriptionLevel';
import '../../styles/premium.css';

/** sidebar: a 300x250 box; wide: a leaderboard strip under the news header. */
type Placement = 'sidebar' | 'wide';

/**
 * A fixed-size ad slot showing the house advert for the premium shop. Subscribers see no ads (spec
 * 001 section 1); while the level loads the slot stays empty, so a subscriber never sees one flash.
 */
export function AdSlot({ placement }: { placement: Placement }) {
  const level = useSubscriptionLevel();
  if (level === null || level >= 1) return null;
  return (
    <aside className={`ad-slot ad-slot--${placement}`} data-ad-slot={placement} aria-label="Advertisement">
      <span className="ad-slot__marker" aria-hidden="true">
        Advertisement
      </span>
      <Link to="/premiumShop" className="house-ad">
        <strong className="house-ad__title">Subscribe and hunt without ads</strong>
        <span className="house-ad__text">Silver, Gold or Platinum: monthly deals and no adverts.</span>
        <span className="house-ad__cta">See subscriptions</span>
      </Link>
    </aside>
  );
}
