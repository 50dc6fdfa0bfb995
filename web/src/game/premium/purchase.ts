import type { PremiumPackage } from './premiumOperations';

/** What the payment modal sells: a package at a price, maybe a subscription (never a gift then). */
export interface Purchase {
  pkg: PremiumPackage;
  /** What the provider charges now; for an upgrade the difference, null when it cannot be told. */
  price: number | null;
  subscription: boolean;
  upgrade: boolean;
}

export type OnBuy = (purchase: Purchase) => void;

export function itemPurchase(pkg: PremiumPackage): Purchase {
  return { pkg, price: pkg.usd, subscription: false, upgrade: false };
}
