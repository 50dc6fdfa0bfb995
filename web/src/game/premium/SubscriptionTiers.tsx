import { BuyButton } from './BuyButton';
import { LevelUnknownNote } from './LevelUnknownNote';
import { PackageCard } from './PackageCard';
import type { PremiumPackage } from './premiumOperations';
import type { OnBuy } from './purchase';
import { ShopSection } from './ShopSection';
import { tierButton } from './tierButton';
import { tierName } from './tiers';

interface Props {
  /** Silver, Gold and Platinum, as far as the shop lists them. */
  tiers: readonly PremiumPackage[];
  level: number | null;
  onBuy: OnBuy;
}

const INTRO =
  'Subscriptions renew on the first day of each month. Subscribers hunt without ads, and subscription coins work while you are subscribed.';

/** The three subscription tiers; only a higher tier than the active one can be bought. */
export function SubscriptionTiers({ tiers, level, onBuy }: Props) {
  if (tiers.length === 0) return null;
  const activeTierUsd = tiers.find((tier) => tier.subscriptionLevel === level)?.usd ?? null;
  return (
    <ShopSection id="subscriptions" title="Subscriptions" intro={INTRO}>
      {level !== null && level > 0 && (
        <p className="premium-tiers__active">
          Your subscription: <strong>{tierName(level)}</strong>
        </p>
      )}
      <LevelUnknownNote level={level} />
      <div className="premium-tiers">
        {tiers.map((tier) => {
          const name = tierName(tier.subscriptionLevel);
          const button = tierButton(tier, level, activeTierUsd);
          return (
            <PackageCard
              key={tier.id}
              pkg={tier}
              kicker={name}
              priceNote="per month"
              className={`tier-card tier-card--${name.toLowerCase()} tier-card--${button.state}`}
            >
              <BuyButton
                button={button}
                className={`tier-button tier-button--${button.state}`}
                tierState={button.state}
                onClick={() =>
                  onBuy({
                    pkg: tier,
                    price: button.price,
                    subscription: true,
                    upgrade: button.state === 'upgrade',
                  })
                }
              />
            </PackageCard>
          );
        })}
      </div>
    </ShopSection>
  );
}
