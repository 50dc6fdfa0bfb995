import { AppError } from '@vh/kit';
import { NEW_PACKAGE, type PremiumPackage } from '../packages';
import {
  giftRecipientName,
  isDeadStatus,
  periodOf,
  planPayment,
  reversalOf,
  startOfNextMonth,
  sumGrants,
  tierMonthGrant,
  upgradeGrant,
} from '../payments';

const NOW = new Date('2026-11-21T12:00:00Z');
const pkg = (fields: Partial<PremiumPackage>): PremiumPackage => ({
  ...NEW_PACKAGE,
  id: 1,
  visible: true,
  ...fields,
});
const silver = pkg({ id: 10, name: 'Silver', usdCents: 499, subscriptionLevel: 1 });
const gold = pkg({ id: 11, name: 'Gold', usdCents: 999, subscriptionLevel: 2 });
const bundle = pkg({ id: 20, usdCents: 299, singleItemType: 4, items: [{ itemId: 5, amount: 20 }] });
const buy = (target: PremiumPackage, context: Partial<Parameters<typeof planPayment>[1]> = {}) =>
  planPayment(target, { active: null, gift: false, alreadyBought: false, now: NOW, ...context });
const refused = (run: () => unknown): AppError => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected a refusal');
};
const refusal = (run: () => unknown) => refused(run).message;

describe('planPayment (the tier rule of spec 001 section 4)', () => {
  it('sells packages as purchases at their price', () => {
    expect(buy(bundle)).toEqual({ kind: 'PURCHASE', usdCents: 299, level: 0, upgradesPaymentId: null });
    expect(buy(bundle, { gift: true }).kind).toBe('PURCHASE');
  });

  it('subscribes without a tier and upgrades for the difference', () => {
    expect(buy(silver)).toEqual({ kind: 'SUBSCRIPTION', usdCents: 499, level: 1, upgradesPaymentId: null });
    expect(buy(gold, { active: { level: 1, paymentId: 'p1', usdCents: 499 } })).toEqual({
      kind: 'UPGRADE',
      usdCents: 500,
      level: 2,
      upgradesPaymentId: 'p1',
    });
  });

  it('refuses the active tier, a lower one, gifts of tiers and free upgrades', () => {
    const active = { level: 2, paymentId: 'p', usdCents: 999 };
    expect(refusal(() => buy(gold, { active }))).toBe('Your Gold subscription already includes Gold');
    expect(refusal(() => buy(silver, { active }))).toBe('Your Gold subscription already includes Silver');
    expect(refusal(() => buy(silver, { gift: true }))).toBe('Subscriptions cannot be given as gifts');
    expect(refusal(() => buy(gold, { active: { level: 1, paymentId: 'p', usdCents: 999 } }))).toMatch(
      /nothing to upgrade/,
    );
  });

  it('sells monthly deals to subscribers of their tier, in their month only', () => {
    const chest = pkg({
      singleItemType: 2,
      month: 11,
      year: 2026,
      usdCents: 599,
      items: [{ itemId: 1, amount: 1 }],
    });
    expect(refusal(() => buy(chest))).toBe('This deal needs an active Gold subscription');
    expect(refusal(() => buy(chest, { active: { level: 1, paymentId: 'p', usdCents: 1 } }))).toBe(
      'This deal needs an active Gold subscription',
    );
    expect(buy(chest, { active: { level: 3, paymentId: 'p', usdCents: 1 } }).kind).toBe('PURCHASE');
    const next = { ...chest, month: 12 };
    expect(refusal(() => buy(next, { active: { level: 2, paymentId: 'p', usdCents: 1 } }))).toBe(
      'This deal is offered in 12/2026',
    );
  });

  it('sells a one-time deal once and support-only packages never', () => {
    const deal = pkg({ singleItemType: 5, usdCents: 499, items: [{ itemId: 1, amount: 2 }] });
    expect(refusal(() => buy(deal, { alreadyBought: true }))).toBe(
      'This one-time deal has already been bought',
    );
    expect(refusal(() => buy(pkg({ name: 'Custom Avatar', usdCents: 5000 })))).toMatch(/through support/);
  });
});

describe('grants', () => {
  it('gives a tier its items and monthly coins', () => {
    expect(tierMonthGrant({ ...gold, items: [{ itemId: 3, amount: 1 }] }, 'SIGIL')).toEqual({
      items: [{ itemId: 3, delta: 1 }],
      currencies: [{ shortName: 'SIGIL', delta: 250 }],
    });
    expect(tierMonthGrant(gold, undefined).currencies).toEqual([]);
  });

  it('gives an upgrade only what the higher tier adds', () => {
    const higher = { currencies: [{ shortName: 'SIGIL', delta: 250 }], items: [{ itemId: 3, delta: 2 }] };
    const lower = { currencies: [{ shortName: 'SIGIL', delta: 100 }], items: [{ itemId: 3, delta: 2 }] };
    expect(upgradeGrant(higher, lower)).toEqual({
      currencies: [{ shortName: 'SIGIL', delta: 150 }],
      items: [],
    });
  });

  it('reverses what is held and records the rest as shortfall', () => {
    const grant = { currencies: [{ shortName: 'SIGIL', delta: 100 }], items: [{ itemId: 5, delta: 20 }] };
    expect(reversalOf(grant).reversal).toEqual({
      currencies: [{ shortName: 'SIGIL', delta: -100 }],
      items: [{ itemId: 5, delta: -20 }],
    });
    const partly = reversalOf(grant, {
      currencies: [{ shortName: 'SIGIL', amount: 30 }],
      items: [{ itemId: 5, amount: 0 }],
    });
    expect(partly.reversal).toEqual({ currencies: [{ shortName: 'SIGIL', delta: -30 }], items: [] });
    expect(partly.shortfall).toEqual({
      currencies: [{ shortName: 'SIGIL', delta: 70 }],
      items: [{ itemId: 5, delta: 20 }],
    });
  });

  it('adds up grants per currency and item', () => {
    const month = { currencies: [{ shortName: 'SIGIL', delta: 100 }], items: [{ itemId: 5, delta: 1 }] };
    expect(sumGrants([month, month])).toEqual({
      currencies: [{ shortName: 'SIGIL', delta: 200 }],
      items: [{ itemId: 5, delta: 2 }],
    });
  });
});

describe('payment helpers', () => {
  it('reads the gift prefix', () => {
    expect(giftRecipientName('buyForUserName_Mina')).toBe('Mina');
    expect(giftRecipientName('buyForUserName_ ')).toBeNull();
    expect(giftRecipientName('note')).toBeNull();
  });

  it('names months and their ends in UTC', () => {
    expect(periodOf(NOW)).toBe('2026-11');
    expect(startOfNextMonth(new Date('2026-12-31T23:59:59Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('knows the statuses after which nothing completes', () => {
    expect(isDeadStatus('VOIDED')).toBe(true);
    expect(isDeadStatus('APPROVED')).toBe(false);
  });
});

describe('planPayment refusals', () => {
  it("answers 409 when the buyer's state refuses, 422 when the request never could be", () => {
    const chest = pkg({
      singleItemType: 2,
      month: 11,
      year: 2026,
      usdCents: 599,
      items: [{ itemId: 1, amount: 1 }],
    });
    const active = { level: 2, paymentId: 'p', usdCents: 999 };
    expect(refused(() => buy(chest)).status).toBe(409);
    expect(refused(() => buy(gold, { active })).status).toBe(409);
    expect(refused(() => buy(silver, { gift: true })).status).toBe(422);
  });
});
