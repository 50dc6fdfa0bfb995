import { useRef } from 'react';
import { PackageGrid } from './PackageGrid';
import type { PremiumPackage } from './premiumOperations';
import type { OnBuy } from './purchase';
import { ShopSection } from './ShopSection';
import { dealButton } from './tierButton';

interface Props {
  packages: readonly PremiumPackage[];
  /** Ids of the packages the player bought already. */
  purchased: ReadonlySet<number>;
  /** The player's payments are still loading: nothing can be bought before they tell what was. */
  checking: boolean;
  onBuy: OnBuy;
}

/** The one-time deals as a sideways carousel; a deal bought before says 'Purchased'. */
export function OneTimeCarousel({ packages, purchased, checking, onBuy }: Props) {
  const track = useRef<HTMLDivElement>(null);
  if (packages.length === 0) return null;

  // One card further; the track snaps, so rounding never leaves a card cut in half.
  const scroll = (direction: -1 | 1) => {
    const element = track.current;
    const card = element?.querySelector<HTMLElement>('.premium-card');
    element?.scrollBy({ left: direction * (card?.offsetWidth ?? element.clientWidth), behavior: 'smooth' });
  };

  return (
    <ShopSection id="one-time" title="One-time deals" intro="Each of these deals can be bought only once.">
      <div className="premium-carousel">
        {packages.length > 1 && (
          <button
            type="button"
            className="premium-carousel__arrow premium-carousel__arrow--previous"
            aria-label="Previous deal"
            onClick={() => scroll(-1)}
          >
            ‹
          </button>
        )}
        <PackageGrid
          ref={track}
          className="premium-carousel__track"
          packages={packages}
          buttonFor={(pkg) => dealButton(purchased.has(pkg.id), checking)}
          onBuy={onBuy}
        />
        {packages.length > 1 && (
          <button
            type="button"
            className="premium-carousel__arrow premium-carousel__arrow--next"
            aria-label="Next deal"
            onClick={() => scroll(1)}
          >
            ›
          </button>
        )}
      </div>
    </ShopSection>
  );
}
