import type { Ref } from 'react';
import { BuyButton } from './BuyButton';
import { PackageCard } from './PackageCard';
import type { PremiumPackage } from './premiumOperations';
import { itemPurchase, type OnBuy } from './purchase';
import { dealButton, type BuyButtonState } from './tierButton';

const BUYABLE = dealButton(false);

interface Props {
  packages: readonly PremiumPackage[];
  onBuy: OnBuy;
  /** The button of each card; plain 'Buy' unless a section has its own rule. */
  buttonFor?: (pkg: PremiumPackage) => BuyButtonState;
  kickerFor?: (pkg: PremiumPackage) => string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** Package cards, each with its buy button. */
export function PackageGrid({ packages, onBuy, buttonFor, kickerFor, className, ref }: Props) {
  return (
    <div ref={ref} className={className ?? 'card-grid premium-grid'}>
      {packages.map((pkg) => (
        <PackageCard key={pkg.id} pkg={pkg} kicker={kickerFor?.(pkg)}>
          <BuyButton button={buttonFor?.(pkg) ?? BUYABLE} onClick={() => onBuy(itemPurchase(pkg))} />
        </PackageCard>
      ))}
    </div>
  );
}
