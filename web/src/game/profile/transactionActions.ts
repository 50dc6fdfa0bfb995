import type { PaymentKind } from '../../__generated__/graphql';
import { APPROVAL_WINDOW_SECONDS } from '../../config';
import { approveLink } from '../../payment/paymentInfo';

/** What a transaction offers (spec 001 section 4): approve at the provider, cancel, or nothing. */
type TransactionAction = { kind: 'approve'; href: string } | { kind: 'cancel' } | null;

interface ActionablePayment {
  kind: PaymentKind;
  createdTimestamp: number;
  order: { status: string; links: readonly { rel: string; href: string }[] };
}

/**
 * APPROVAL_PENDING: Approve. CREATED: Approve within 86400 seconds of creation. ACTIVE subscription
 * or upgrade: Cancel. Anything else: no action. An approval without an approve link has nothing to open.
 */
export function transactionAction(payment: ActionablePayment, nowSeconds: number): TransactionAction {
  const { status, links } = payment.order;
  const approvable =
    status === 'APPROVAL_PENDING' ||
    (status === 'CREATED' && nowSeconds - payment.createdTimestamp < APPROVAL_WINDOW_SECONDS);
  if (approvable) {
    const href = approveLink(links);
    return href ? { kind: 'approve', href } : null;
  }
  if (status === 'ACTIVE' && (payment.kind === 'SUBSCRIPTION' || payment.kind === 'UPGRADE')) {
    return { kind: 'cancel' };
  }
  return null;
}

export const KIND_LABELS: Record<PaymentKind, string> = {
  PURCHASE: 'Purchase',
  SUBSCRIPTION: 'Subscription',
  UPGRADE: 'Upgrade',
};

/** Newest first, whatever order the answer came in. */
export function newestFirst<P extends { createdTimestamp: number }>(payments: readonly P[]): P[] {
  return [...payments].sort((a, b) => b.createdTimestamp - a.createdTimestamp);
}

/** The table shows the first 8 characters; the full id is in the cell's title for support. */
export function shortId(id: string): string {
  return id.length > 8 ? `${id.slice(0, 8)}…` : id;
}
