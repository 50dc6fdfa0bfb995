import { usd } from '../../ui/format';
import { tierName } from './tiers';

/** A buy button as a card shows it. */
export interface BuyButtonState {
  label: string;
  disabled: boolean;
}

type TierButtonState = BuyButtonState & {
  state: 'subscribe' | 'upgrade' | 'current' | 'included' | 'unknown';
  /** What the player pays now: the tier's price, or for an upgrade the difference (null if unknown). */
  price: number | null;
};

const BUY_LABEL = 'Buy';
export const PURCHASED_LABEL = 'Purchased';
export const SUBSCRIBE_LABEL = 'Subscribe';
export const CURRENT_LABEL = 'Current Subscription';
export const INCLUDED_LABEL = 'Included';
const UPGRADE_LABEL = 'Upgrade current Sub';
export const LEVEL_UNKNOWN_NOTE =
  'Your current subscription could not be checked, so subscribing is paused. Please reload the page.';

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The button of a subscription tier (spec 001 sections 2.5 and 4): only a higher tier than the active
 * one can be bought, an upgrade for the difference of the two tiers' prices.
 *
 * @param activeLevel the active tier; null while loading, -1 when it could not be read.
 * @param activeTierUsd the price of the active tier's package, null if the shop does not list it.
 */
export function tierButton(
  tier: { subscriptionLevel: number; usd: number },
  activeLevel: number | null,
  activeTierUsd: number | null,
): TierButtonState {
  // Still loading, or unreadable (-1): nothing can be told apart, so nothing is offered.
  if (activeLevel === null || activeLevel < 0) {
    return { state: 'unknown', label: SUBSCRIBE_LABEL, disabled: true, price: null };
  }
  if (activeLevel === 0)
    return { state: 'subscribe', label: SUBSCRIBE_LABEL, disabled: false, price: tier.usd };
  if (tier.subscriptionLevel === activeLevel) {
    return { state: 'current', label: CURRENT_LABEL, disabled: true, price: null };
  }
  if (tier.subscriptionLevel < activeLevel) {
    return { state: 'included', label: INCLUDED_LABEL, disabled: true, price: null };
  }
  const price = activeTierUsd === null ? null : Math.max(0, cents(tier.usd - activeTierUsd));
  return {
    state: 'upgrade',
    label: price === null ? UPGRADE_LABEL : `${UPGRADE_LABEL} ${usd(price)}`,
    disabled: false,
    price,
  };
}

/** A monthly subscription item deal of tier N (singleItemType N) needs an active tier of N or more. */
export function monthlyDealButton(dealTier: number, activeLevel: number | null): BuyButtonState {
  if (activeLevel === null) return { label: BUY_LABEL, disabled: true };
  if (activeLevel >= dealTier) return { label: BUY_LABEL, disabled: false };
  return { label: `Needs ${tierName(dealTier)} subscription`, disabled: true };
}

/** Any other deal; a one-time deal already bought stays 'Purchased'. */
export function dealButton(purchased: boolean, checking = false): BuyButtonState {
  if (purchased) return { label: PURCHASED_LABEL, disabled: true };
  return { label: BUY_LABEL, disabled: checking };
}
