import { GameImage } from '../../ui/GameImage';
import { usd } from '../../ui/format';
import { BuyButton } from './BuyButton';
import type { PremiumPackage } from './premiumOperations';
import { itemPurchase, type OnBuy } from './purchase';
import { dealButton } from './tierButton';

/** What the Sanguine Diamond gives (spec 001 section 9). */
const BENEFITS = [
  { stat: 'Timewalker', effect: '-180 seconds' },
  { stat: 'Summoning', effect: '+3%' },
  { stat: 'Cloning', effect: '+3%' },
];

/** The shop's header: the Sanguine Diamond, its benefits and the base diamond package to buy. */
export function DiamondHeader({ diamond, onBuy }: { diamond: PremiumPackage | null; onBuy: OnBuy }) {
  return (
    <header className="panel premium-hero" data-section="diamond">
      <GameImage
        id={diamond?.imageId}
        animatedId={diamond?.animatedImageId}
        alt="Sanguine Diamond"
        className="premium-hero__image"
      />
      <div className="premium-hero__text">
        <h1 className="premium-hero__eyebrow">Premium Shop</h1>
        <h2 className="premium-hero__title">Sanguine Diamond</h2>
        <ul className="premium-hero__benefits" aria-label="Sanguine Diamond benefits">
          {BENEFITS.map((benefit) => (
            <li key={benefit.stat}>
              <span className="premium-hero__stat">{benefit.stat}</span>
              <strong className="premium-hero__effect">{benefit.effect}</strong>
            </li>
          ))}
        </ul>
        {diamond && (
          <div className="premium-hero__buy" data-package-id={diamond.id} data-package-name={diamond.name}>
            <span className="premium-hero__price">{usd(diamond.usd)}</span>
            <BuyButton button={dealButton(false)} onClick={() => onBuy(itemPurchase(diamond))} />
          </div>
        )}
      </div>
    </header>
  );
}
