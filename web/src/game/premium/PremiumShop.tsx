import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { failureMessage } from '../../api/errors';
import { Message } from '../../ui/Message';
import type { Player } from '../player/meQuery';
import { DealSection } from './DealSection';
import { DiamondHeader } from './DiamondHeader';
import { MonthlyDeals } from './MonthlyDeals';
import { OneTimeCarousel } from './OneTimeCarousel';
import { ownPurchases, packageSections } from './packageSections';
import { PaymentModal } from './PaymentModal';
import { MY_PAYMENTS, PREMIUM_PACKAGES } from './premiumOperations';
import type { Purchase } from './purchase';
import { ServiceOffers } from './ServiceOffers';
import { SubscriptionTiers } from './SubscriptionTiers';
import { SupportContact } from './SupportContact';
import { useSubscriptionLevel } from './useSubscriptionLevel';
import '../../styles/premium.css';

/** The premium shop of spec 001 section 2.5, its sections in the spec's order. */
export function PremiumShop({ player }: { player: Player }) {
  const { data, loading, error } = useQuery(PREMIUM_PACKAGES);
  const payments = useQuery(MY_PAYMENTS);
  const level = useSubscriptionLevel();
  const [purchase, setPurchase] = useState<Purchase | null>(null);

  if (!data) {
    return (
      <section className="panel premium" data-premium-shop>
        {loading ? <p className="loading">Loading ...</p> : <Message text={failureMessage(error)} failed />}
      </section>
    );
  }

  const sections = packageSections(data.activePremiumPackages);
  return (
    <div className="premium" data-premium-shop>
      <DiamondHeader diamond={sections.diamond} onBuy={setPurchase} />
      <OneTimeCarousel
        packages={sections.oneTime}
        purchased={ownPurchases(payments.data?.myPayments ?? [])}
        checking={!payments.data && payments.loading}
        onBuy={setPurchase}
      />
      <DealSection
        id="diamond-deals"
        title="Sanguine Diamond deals"
        packages={sections.diamondDeals}
        onBuy={setPurchase}
      />
      <SubscriptionTiers tiers={sections.tiers} level={level} onBuy={setPurchase} />
      <MonthlyDeals
        packages={sections.monthly}
        level={level}
        serverNow={player.currentTimeStamp}
        onBuy={setPurchase}
      />
      <DealSection id="hex" title="Hex deals" packages={sections.hex} onBuy={setPurchase} />
      <DealSection id="single" title="Single item deals" packages={sections.single} onBuy={setPurchase} />
      <DealSection id="avatar" title="Avatar deals" packages={sections.avatars} onBuy={setPurchase} />
      <ServiceOffers customAvatar={sections.customAvatar} nameChange={sections.nameChange} />
      <SupportContact />
      {purchase && <PaymentModal purchase={purchase} onClose={() => setPurchase(null)} />}
    </div>
  );
}
