import { NotFoundError, ValidationError, requireAdmin, requirePlayer, type Caller } from '@vh/kit';
import type { PaymentsDeps } from '../deps';
import { isDeadStatus } from '../domain/payments';
import { ProviderUnavailableError } from '../provider/paymentProvider';
import type { PaymentRow } from '../repositories/paymentRepository';
import { PAYMENT_NOT_FOUND, settlePayment } from './settlement';

const seconds = (at: Date | null) => (at ? Math.floor(at.getTime() / 1000) : null);

/** The Payment of the API (spec 001 section 3) from a row. */
export function paymentView(row: PaymentRow, buyerName: string | null = null) {
  return {
    id: row.id,
    packageId: row.package_id,
    kind: row.kind,
    usdCents: row.usd_cents,
    createdTimestamp: seconds(row.created_at)!,
    order: {
      id: row.provider_id,
      status: row.status,
      links: row.links.map((link) => ({ rel: link.rel, href: link.href, method: link.method ?? 'GET' })),
    },
    additionalInfo: row.additional_info,
    giftTo: row.recipient_id === row.buyer_id ? null : row.recipient_name,
    completed: row.completed_at !== null && row.reversed_at === null,
    activeUntil: row.kind === 'PURCHASE' ? null : seconds(row.paid_until),
    buyerName,
  };
}

export type PaymentView = ReturnType<typeof paymentView>;

export async function myPayments(deps: PaymentsDeps, caller: Caller): Promise<PaymentView[]> {
  const player = requirePlayer(caller.viewer);
  return (await deps.payments.ofBuyer(player.userId)).map((row) => paymentView(row));
}

/** Admin: every payment of a package, with its buyer's name. */
export async function paymentsOfPackage(
  deps: PaymentsDeps,
  caller: Caller,
  packageId: number,
): Promise<PaymentView[]> {
  requireAdmin(caller.viewer);
  const rows = await deps.payments.ofPackage(packageId);
  return Promise.all(rows.map(async (row) => paymentView(row, await deps.players.nameOf(row.buyer_id))));
}

function checkOf(row: PaymentRow | null) {
  if (!row) return { paymentId: null, completed: false, failed: false, status: 'NONE', additionalInfo: '' };
  const completed = row.completed_at !== null && row.reversed_at === null;
  return {
    paymentId: row.id,
    completed,
    failed:
      row.failure_reason !== null || row.reversed_at !== null || (!completed && isDeadStatus(row.status)),
    status: row.status,
    additionalInfo: row.additional_info,
  };
}

/** Settles a payment still in progress; the provider being away only means "not yet" to a poll. */
async function settledOrAsIs(deps: PaymentsDeps, row: PaymentRow, requestId: string): Promise<PaymentRow> {
  if (row.completed_at || row.failure_reason || isDeadStatus(row.status)) return row;
  try {
    return await settlePayment(deps, row.id, requestId);
  } catch (error) {
    if (error instanceof ProviderUnavailableError) return row;
    throw error;
  }
}

/**
 * CheckOnPayment: by payment id (the callback page; the id is the secret, no token needed) or by
 * package (the player's latest payment of it).
 */
export async function checkOnPayment(
  deps: PaymentsDeps,
  caller: Caller,
  args: { paymentId?: string | null; packageId?: number | null },
) {
  let row: PaymentRow | null;
  if (args.paymentId) {
    row = await deps.payments.find(args.paymentId);
    if (!row) throw new NotFoundError(PAYMENT_NOT_FOUND);
  } else if (args.packageId !== undefined && args.packageId !== null) {
    row = await deps.payments.latestOfPackage(requirePlayer(caller.viewer).userId, args.packageId);
  } else {
    throw new ValidationError('Send a paymentId or a packageId');
  }
  return checkOf(row && (await settledOrAsIs(deps, row, caller.requestId)));
}

/** The package a payment bought, hidden or not; null once the admin deleted it (the payment keeps its id). */
export async function packageOfPayment(deps: PaymentsDeps, payment: PaymentView) {
  return (await deps.packages.find(payment.packageId)) ?? null;
}
