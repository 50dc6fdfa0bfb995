import { randomUUID } from 'node:crypto';
import { NotFoundError, ValidationError, requirePlayer, type Caller, type Viewer } from '@vh/kit';
import type { PaymentsDeps } from '../deps';
import type { PremiumPackage } from '../domain/packages';
import {
  GIFT_PREFIX,
  TIER_NAMES,
  giftRecipientName,
  planPayment,
  startOfNextMonth,
  tierMonthGrant,
  upgradeGrant,
  type ActiveTier,
  type Grant,
  type PaymentPlan,
} from '../domain/payments';
import type { PaymentRow } from '../repositories/paymentRepository';
import { packageOnSale } from './packages';

const MAX_ADDITIONAL_INFO = 200;

interface StartPaymentInput {
  packageId: number;
  additionalInfo?: string | null;
  /** The client's Idempotency-Key: a repeat answers the payment the first call started. */
  requestKey?: string | null;
}

async function recipientOf(deps: PaymentsDeps, viewer: Viewer, additionalInfo: string) {
  const giftName = giftRecipientName(additionalInfo);
  if (additionalInfo.startsWith(GIFT_PREFIX) && !giftName) {
    throw new ValidationError('Please enter the name of the player the gift is for');
  }
  if (!giftName) return { userId: viewer.userId, name: null };
  const recipient = await deps.players.playableByName(giftName);
  // A name no player has is a missing thing: 404, the contract's rule (not a broken rule, 422).
  if (!recipient) throw new NotFoundError(`There is no player named ${giftName}`);
  if (recipient.userId === viewer.userId) throw new ValidationError('A gift is for another player');
  return recipient;
}

async function activeTierOf(deps: PaymentsDeps, userId: string): Promise<ActiveTier | null> {
  const row = await deps.payments.activeTier(userId, deps.now());
  if (!row) return null;
  const pkg = await deps.packages.find(row.package_id);
  return { level: row.level, paymentId: row.id, usdCents: pkg?.usdCents ?? row.usd_cents };
}

/** What completing the payment will grant, fixed now (a later edit of the package changes nothing). */
async function grantOf(deps: PaymentsDeps, pkg: PremiumPackage, plan: PaymentPlan): Promise<Grant> {
  if (plan.kind === 'PURCHASE') {
    return { currencies: [], items: pkg.items.map(({ itemId, amount }) => ({ itemId, delta: amount })) };
  }
  const coin = deps.content.subscriptionCurrency();
  const month = tierMonthGrant(pkg, coin);
  if (plan.kind === 'SUBSCRIPTION' || !plan.upgradesPaymentId) return month;
  const lower = await deps.payments.find(plan.upgradesPaymentId);
  const lowerPackage = lower && (await deps.packages.find(lower.package_id));
  return lowerPackage ? upgradeGrant(month, tierMonthGrant(lowerPackage, coin)) : month;
}

/** The provider's monthly plan of a tier at its current price, created the first time it is needed. */
async function planIdOf(deps: PaymentsDeps, pkg: PremiumPackage): Promise<string> {
  const known = await deps.providerRecords.planOf(pkg.subscriptionLevel, pkg.usdCents);
  if (known) return known;
  const planId = await deps.provider.createPlan(
    pkg.subscriptionLevel,
    `${TIER_NAMES[pkg.subscriptionLevel]} Subscription`,
    pkg.usdCents,
  );
  await deps.providerRecords.savePlan(pkg.subscriptionLevel, pkg.usdCents, planId);
  return planId;
}

/**
 * POST /api/payment/: checks the package may be bought (spec 001 section 4), opens an order (or a
 * subscription) at the provider and records the payment; the player then opens its approve link.
 */
export async function startPayment(
  deps: PaymentsDeps,
  caller: Caller,
  input: StartPaymentInput,
): Promise<PaymentRow> {
  const viewer = requirePlayer(caller.viewer);
  const additionalInfo = (input.additionalInfo ?? '').trim();
  if (additionalInfo.length > MAX_ADDITIONAL_INFO) {
    throw new ValidationError(`additionalInfo may hold at most ${MAX_ADDITIONAL_INFO} characters`);
  }
  const requestKey = input.requestKey?.trim() || null;
  if (requestKey) {
    const earlier = await deps.payments.findByRequestKey(viewer.userId, requestKey);
    if (earlier) return earlier;
  }
  const pkg = await packageOnSale(deps, input.packageId);
  const recipient = await recipientOf(deps, viewer, additionalInfo);
  const plan = planPayment(pkg, {
    active: await activeTierOf(deps, viewer.userId),
    gift: recipient.name !== null,
    alreadyBought: await deps.payments.received(recipient.userId, pkg.id),
    now: deps.now(),
  });

  const id = randomUUID();
  const urls = {
    paymentId: id,
    returnUrl: `${deps.publicOrigin}/shopcallback/${id}`,
    cancelUrl: `${deps.publicOrigin}/premiumShop`,
    usdCents: plan.usdCents,
    description: recipient.name ? `${pkg.name} (a gift for ${recipient.name})` : pkg.name,
  };
  const resource =
    plan.kind === 'PURCHASE'
      ? await deps.provider.createOrder(urls)
      : await deps.provider.createSubscription({
          ...urls,
          planId: await planIdOf(deps, pkg),
          startTime: startOfNextMonth(deps.now()),
        });
  try {
    return await deps.payments.insert({
      id,
      buyer_id: viewer.userId,
      recipient_id: recipient.userId,
      recipient_name: recipient.name,
      package_id: pkg.id,
      kind: plan.kind,
      usd_cents: plan.usdCents,
      additional_info: additionalInfo,
      request_key: requestKey,
      provider_id: resource.id,
      status: resource.status,
      links: resource.links,
      grants: await grantOf(deps, pkg, plan),
      level: plan.level,
      upgrades_payment_id: plan.upgradesPaymentId,
    });
  } catch (error) {
    // The same Idempotency-Key raced this call: the other one's payment is the answer (this order is
    // never approved, so it lapses at the provider).
    const earlier = requestKey && (await deps.payments.findByRequestKey(viewer.userId, requestKey));
    if (earlier) return earlier;
    throw error;
  }
}
