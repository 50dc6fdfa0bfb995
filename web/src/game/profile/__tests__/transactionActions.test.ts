/// <reference types="jest" />
import type { PaymentKind } from '../../../__generated__/graphql';
import { newestFirst, shortId, transactionAction } from '../transactionActions';

const APPROVE = 'https://provider.example/approve/1';
const created = 1_700_000_000;

function payment(
  status: string,
  kind: PaymentKind = 'PURCHASE',
  links = [{ rel: 'approve', href: APPROVE }],
) {
  return {
    kind,
    createdTimestamp: created,
    order: { status, links: [{ rel: 'self', href: 'https://provider.example/self/1' }, ...links] },
  };
}

describe('transactionAction', () => {
  it('offers Approve for a pending approval, however old', () => {
    expect(transactionAction(payment('APPROVAL_PENDING', 'SUBSCRIPTION'), created + 10 * 86400)).toEqual({
      kind: 'approve',
      href: APPROVE,
    });
  });

  it('offers Approve for a created order within 86400 seconds only', () => {
    expect(transactionAction(payment('CREATED'), created)).toEqual({ kind: 'approve', href: APPROVE });
    expect(transactionAction(payment('CREATED'), created + 86399)).toEqual({
      kind: 'approve',
      href: APPROVE,
    });
    expect(transactionAction(payment('CREATED'), created + 86400)).toBeNull();
    expect(transactionAction(payment('CREATED'), created + 90000)).toBeNull();
  });

  it('has nothing to approve without an approve link', () => {
    expect(transactionAction(payment('CREATED', 'PURCHASE', []), created)).toBeNull();
  });

  it('offers Cancel for an active subscription or upgrade', () => {
    expect(transactionAction(payment('ACTIVE', 'SUBSCRIPTION'), created)).toEqual({ kind: 'cancel' });
    expect(transactionAction(payment('ACTIVE', 'UPGRADE'), created)).toEqual({ kind: 'cancel' });
    expect(transactionAction(payment('ACTIVE', 'PURCHASE'), created)).toBeNull();
  });

  it('offers nothing for the other statuses', () => {
    for (const status of ['APPROVED', 'COMPLETED', 'REFUNDED', 'SUSPENDED', 'CANCELLED', 'EXPIRED']) {
      expect(transactionAction(payment(status, 'SUBSCRIPTION'), created)).toBeNull();
    }
  });
});

describe('newestFirst', () => {
  it('sorts by creation, newest first, without touching the input', () => {
    const input = [{ createdTimestamp: 2 }, { createdTimestamp: 3 }, { createdTimestamp: 1 }];
    expect(newestFirst(input).map((entry) => entry.createdTimestamp)).toEqual([3, 2, 1]);
    expect(input.map((entry) => entry.createdTimestamp)).toEqual([2, 3, 1]);
  });
});

describe('shortId', () => {
  it('keeps the first 8 characters of a long id', () => {
    expect(shortId('0123456789abcdef')).toBe('01234567…');
    expect(shortId('short')).toBe('short');
  });
});
