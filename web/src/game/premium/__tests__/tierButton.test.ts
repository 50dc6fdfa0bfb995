/// <reference types="jest" />
import {
  CURRENT_LABEL,
  dealButton,
  INCLUDED_LABEL,
  monthlyDealButton,
  PURCHASED_LABEL,
  SUBSCRIBE_LABEL,
  tierButton,
} from '../tierButton';

const silver = { subscriptionLevel: 1, usd: 4.99 };
const gold = { subscriptionLevel: 2, usd: 9.99 };
const platinum = { subscriptionLevel: 3, usd: 19.99 };

describe('tierButton', () => {
  it('offers every tier at its price while nothing is active', () => {
    for (const tier of [silver, gold, platinum]) {
      expect(tierButton(tier, 0, null)).toEqual({
        state: 'subscribe',
        label: 'Subscribe',
        disabled: false,
        price: tier.usd,
      });
    }
  });

  it('marks the active tier as current and disables it', () => {
    expect(tierButton(gold, 2, gold.usd)).toEqual({
      state: 'current',
      label: 'Current Subscription',
      disabled: true,
      price: null,
    });
    expect(CURRENT_LABEL).toBe('Current Subscription');
  });

  it('marks lower tiers as included and disables them', () => {
    expect(tierButton(silver, 2, gold.usd)).toMatchObject({
      state: 'included',
      label: 'Included',
      disabled: true,
    });
    expect(tierButton(gold, 3, platinum.usd)).toMatchObject({ label: INCLUDED_LABEL, disabled: true });
  });

  it('offers higher tiers as an upgrade for the price difference', () => {
    expect(tierButton(platinum, 1, silver.usd)).toEqual({
      state: 'upgrade',
      label: 'Upgrade current Sub 15.00 USD',
      disabled: false,
      price: 15,
    });
    expect(tierButton(gold, 1, silver.usd)).toMatchObject({
      label: 'Upgrade current Sub 5.00 USD',
      price: 5,
    });
  });

  it('rounds the difference to cents, never below zero', () => {
    expect(tierButton({ subscriptionLevel: 3, usd: 0.3 }, 1, 0.1).price).toBe(0.2);
    expect(tierButton({ subscriptionLevel: 3, usd: 5 }, 2, 9.99)).toMatchObject({
      price: 0,
      label: 'Upgrade current Sub 0.00 USD',
    });
  });

  it('still offers the upgrade when the active tier’s price is not listed', () => {
    expect(tierButton(platinum, 1, null)).toEqual({
      state: 'upgrade',
      label: 'Upgrade current Sub',
      disabled: false,
      price: null,
    });
  });

  it('offers nothing while the level loads or after it failed (-1)', () => {
    for (const level of [null, -1]) {
      expect(tierButton(gold, level, null)).toEqual({
        state: 'unknown',
        label: SUBSCRIBE_LABEL,
        disabled: true,
        price: null,
      });
    }
  });
});

describe('monthlyDealButton', () => {
  it('needs a subscription of the deal’s tier or higher', () => {
    expect(monthlyDealButton(2, 2)).toEqual({ label: 'Buy', disabled: false });
    expect(monthlyDealButton(2, 3)).toEqual({ label: 'Buy', disabled: false });
    expect(monthlyDealButton(1, 3)).toEqual({ label: 'Buy', disabled: false });
    expect(monthlyDealButton(2, 1)).toEqual({ label: 'Needs Gold subscription', disabled: true });
    expect(monthlyDealButton(1, 0)).toEqual({ label: 'Needs Silver subscription', disabled: true });
    expect(monthlyDealButton(3, 2)).toEqual({ label: 'Needs Platinum subscription', disabled: true });
  });

  it('treats an unreadable level (-1) as no subscription and waits while it loads', () => {
    expect(monthlyDealButton(1, -1)).toEqual({ label: 'Needs Silver subscription', disabled: true });
    expect(monthlyDealButton(1, null)).toEqual({ label: 'Buy', disabled: true });
  });
});

describe('dealButton', () => {
  it('says Purchased for a deal bought before', () => {
    expect(dealButton(true)).toEqual({ label: PURCHASED_LABEL, disabled: true });
    expect(PURCHASED_LABEL).toBe('Purchased');
  });

  it('offers the rest, unless the purchases are still being checked', () => {
    expect(dealButton(false)).toEqual({ label: 'Buy', disabled: false });
    expect(dealButton(false, true)).toEqual({ label: 'Buy', disabled: true });
  });
});
