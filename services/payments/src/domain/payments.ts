import { ConflictError, ValidationError } from '@vh/kit';
import { MONTHLY_ITEM_TYPES, type PackageItem, type PremiumPackage } from './packages';

export type PaymentKind = 'PURCHASE' | 'SUBSCRIPTION' | 'UPGRADE';

/** additionalInfo of a gift: the prefix, then the recipient's player name (spec 001 section 2.6). */
export const GIFT_PREFIX = 'buyForUserName_';
const ONE_TIME_DEAL = 5;
export const TIER_NAMES = ['', 'Silver', 'Gold', 'Platinum'];
/** Subscription coins a tier grants each paid month (the currency content marks subscription-only). */
const MONTHLY_COINS = [0, 100, 250, 600];
/** How long an unapproved order may still be approved (spec 001 section 4). */
export const APPROVAL_WINDOW_SECONDS = 86_400;

/** The provider statuses after which a payment can never complete. */
export const DEAD_STATUSES = ['VOIDED', 'REFUNDED', 'CANCELLED', 'EXPIRED', 'SUSPENDED'];

export function giftRecipientName(additionalInfo: string): string | null {
  if (!additionalInfo.startsWith(GIFT_PREFIX)) return null;
  return additionalInfo.slice(GIFT_PREFIX.length).trim() || null;
}

/** A subscription tier itself (not one of its monthly item deals). */
const isTierPackage = (pkg: PremiumPackage) => pkg.subscriptionLevel > 0 && pkg.singleItemType === 0;

const isMonthlyDeal = (pkg: PremiumPackage) => MONTHLY_ITEM_TYPES.includes(pkg.singleItemType);

export interface ActiveTier {
  level: number;
  paymentId: string;
  /** What the active tier's package costs now (an upgrade pays the difference). */
  usdCents: number;
}

export interface PaymentPlan {
  kind: PaymentKind;
  usdCents: number;
  level: number;
  upgradesPaymentId: string | null;
}

/**
 * What buying a package means for this player now, or why not: a ValidationError (422) when the
 * request itself cannot be (a gift of a subscription, a package sold through support), a
 * ConflictError (409) when the buyer's subscription, past purchases or the month refuse it. The tier rule
 * of spec 001 section 4 (only a higher tier; an upgrade pays the difference), monthly deals for their
 * tier and month, one-time deals once, no gifts of anything tied to the buyer's own subscription.
 */
export function planPayment(
  pkg: PremiumPackage,
  context: { active: ActiveTier | null; gift: boolean; alreadyBought: boolean; now: Date },
): PaymentPlan {
  const { active, gift, now } = context;
  const activeLevel = active?.level ?? 0;
  if (isTierPackage(pkg)) {
    if (gift) throw new ValidationError('Subscriptions cannot be given as gifts');
    if (activeLevel >= pkg.subscriptionLevel) {
      throw new ConflictError(
        `Your ${TIER_NAMES[activeLevel]} subscription already includes ${TIER_NAMES[pkg.subscriptionLevel]}`,
      );
    }
    if (!active) {
      return {
        kind: 'SUBSCRIPTION',
        usdCents: pkg.usdCents,
        level: pkg.subscriptionLevel,
        upgradesPaymentId: null,
      };
    }
    const difference = pkg.usdCents - active.usdCents;
    if (difference <= 0)
      throw new ConflictError('This tier costs no more than yours: there is nothing to upgrade');
    return {
      kind: 'UPGRADE',
      usdCents: difference,
      level: pkg.subscriptionLevel,
      upgradesPaymentId: active.paymentId,
    };
  }
  if (pkg.items.length === 0) {
    throw new ValidationError('This package is arranged through support: please contact us');
  }
  if (isMonthlyDeal(pkg)) {
    if (gift) throw new ValidationError('Monthly subscription deals cannot be given as gifts');
    if (activeLevel < pkg.singleItemType) {
      throw new ConflictError(`This deal needs an active ${TIER_NAMES[pkg.singleItemType]} subscription`);
    }
    if (pkg.month !== now.getUTCMonth() + 1 || pkg.year !== now.getUTCFullYear()) {
      throw new ConflictError(`This deal is offered in ${pkg.month}/${pkg.year}`);
    }
  }
  if (pkg.singleItemType === ONE_TIME_DEAL && context.alreadyBought) {
    throw new ConflictError('This one-time deal has already been bought');
  }
  return { kind: 'PURCHASE', usdCents: pkg.usdCents, level: 0, upgradesPaymentId: null };
}

export interface Grant {
  currencies: { shortName: string; delta: number }[];
  items: { itemId: number; delta: number }[];
}

const itemsGrant = (items: PackageItem[]) => items.map(({ itemId, amount }) => ({ itemId, delta: amount }));

/** A month of a tier: its package's items and its subscription coins. */
export function tierMonthGrant(pkg: PremiumPackage, coin: string | undefined): Grant {
  const coins = MONTHLY_COINS[pkg.subscriptionLevel] ?? 0;
  return {
    items: itemsGrant(pkg.items),
    currencies: coin && coins > 0 ? [{ shortName: coin, delta: coins }] : [],
  };
}

/** Each entry's delta less what `granted` already holds of it; only what remains positive. */
function beyond<E extends { delta: number }>(entries: E[], grantedOf: (entry: E) => number | undefined): E[] {
  return entries
    .map((entry) => ({ ...entry, delta: entry.delta - (grantedOf(entry) ?? 0) }))
    .filter((entry) => entry.delta > 0);
}

/** An upgrade's month: what the higher tier grants beyond the lower one already granted. */
export function upgradeGrant(higher: Grant, lower: Grant): Grant {
  return {
    currencies: beyond(
      higher.currencies,
      (entry) => lower.currencies.find((other) => other.shortName === entry.shortName)?.delta,
    ),
    items: beyond(higher.items, (entry) => lower.items.find((other) => other.itemId === entry.itemId)?.delta),
  };
}

/** Entries with the same key added up. */
function addUp<E extends { delta: number }>(entries: E[], keyOf: (entry: E) => string | number): E[] {
  const sums = new Map<string | number, E>();
  for (const entry of entries) {
    const held = sums.get(keyOf(entry));
    sums.set(keyOf(entry), held ? { ...held, delta: held.delta + entry.delta } : { ...entry });
  }
  return [...sums.values()];
}

/** Several grants as one: each currency and item once, with their deltas added up. */
export function sumGrants(grants: Grant[]): Grant {
  return {
    currencies: addUp(
      grants.flatMap((grant) => grant.currencies),
      (entry) => entry.shortName,
    ),
    items: addUp(
      grants.flatMap((grant) => grant.items),
      (entry) => entry.itemId,
    ),
  };
}

export const isEmptyGrant = (grant: Grant) => grant.currencies.length + grant.items.length === 0;

type Held = {
  currencies: { shortName: string; amount: number }[];
  items: { itemId: number; amount: number }[];
};

/** Each entry split into what can be taken back (up to what is held) and what is missing. */
function takeBack<E extends { delta: number }>(entries: E[], heldOf: (entry: E) => number | undefined) {
  const taken = entries.map((entry) => ({
    entry,
    taken: Math.min(entry.delta, heldOf(entry) ?? entry.delta),
  }));
  return {
    reversal: taken.filter((t) => t.taken > 0).map((t) => ({ ...t.entry, delta: -t.taken })),
    shortfall: taken
      .filter((t) => t.taken < t.entry.delta)
      .map((t) => ({ ...t.entry, delta: t.entry.delta - t.taken })),
  };
}

/** The reversal of a grant: everything taken back, as far as `held` (the player's amounts) allows. */
export function reversalOf(grant: Grant, held?: Held): { reversal: Grant; shortfall: Grant } {
  const currencies = takeBack(
    grant.currencies,
    (entry) => held?.currencies.find((have) => have.shortName === entry.shortName)?.amount,
  );
  const items = takeBack(
    grant.items,
    (entry) => held?.items.find((have) => have.itemId === entry.itemId)?.amount,
  );
  return {
    reversal: { currencies: currencies.reversal, items: items.reversal },
    shortfall: { currencies: currencies.shortfall, items: items.shortfall },
  };
}

/** The payment can no longer complete (the callback page stops waiting). */
export const isDeadStatus = (status: string) => DEAD_STATUSES.includes(status);

/** The calendar month of an instant, as a ledger period: '2026-11'. */
export const periodOf = (at: Date) => at.toISOString().slice(0, 7);

export function startOfNextMonth(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}
