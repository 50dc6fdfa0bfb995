import { form, idempotencyKeyHeader, type RestRoute } from '../routeTypes';
import { genericRoutes } from './genericRoutes';

const paymentCall = (
  path: string,
  summary: string,
  operation: string,
  field: string,
  extra: Partial<RestRoute>,
): RestRoute => ({
  method: 'POST',
  path: `/api/payment/${path}`,
  summary,
  tag: 'payments',
  auth: 'token',
  operation,
  answer: field,
  ...extra,
});

/** Premium packages and payments: the shop's list first (its literal path must win over /{id}), then the CRUD. */
export const paymentsRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/premiumpackage/getactive',
    summary: 'The premium shop: every visible package.',
    tag: 'payments',
    auth: 'token',
    operation: 'ActivePremiumPackages',
    answer: 'activePremiumPackages',
  },
  ...genericRoutes(
    {
      rest: 'premiumPackage',
      typeName: 'PremiumPackage',
      plural: 'premiumPackages',
      single: 'premiumPackage',
    },
    'payments',
  ),
  paymentCall(
    '',
    'Buy a package: an order (or subscription) at the provider; open its approve link. additionalInfo ' +
      'buyForUserName_{name} makes it a gift (404 when no player has that name).',
    'CreatePayment',
    'createPayment',
    {
      variables: {
        packageId: form('packageId', { type: 'integer' }),
        additionalInfo: form('additionalInfo', { required: false, maxLength: 200 }),
        idempotencyKey: idempotencyKeyHeader,
      },
    },
  ),
  paymentCall('GetByUserId', "The player's payments, newest first.", 'MyPayments', 'myPayments', {}),
  paymentCall(
    'CheckOnPayment',
    'Is the payment completed? By paymentId (the callback page, no token needed) or by packageId.',
    'CheckOnPayment',
    'checkOnPayment',
    {
      auth: 'public',
      variables: {
        paymentId: form('paymentId', { required: false }),
        packageId: form('packageId', { type: 'integer', required: false }),
      },
      oneOfFields: ['paymentId', 'packageId'],
    },
  ),
  paymentCall(
    'CancelSubscription',
    'Cancel a subscription: no more renewals, the paid month stays active.',
    'CancelSubscription',
    'cancelSubscription',
    { variables: { paymentId: form('paymentId') } },
  ),
  paymentCall(
    'GetPaymentsOfPremiumPackage',
    "Admin: a package's payments, newest first.",
    'PaymentsOfPremiumPackage',
    'paymentsOfPremiumPackage',
    {
      variables: { packageId: form('packageId', { type: 'integer' }) },
    },
  ),
  paymentCall(
    'GetActiveSubscriptionType',
    "The player's active tier: 0 none, 1 Silver, 2 Gold, 3 Platinum; -1 when it cannot be told.",
    'ActiveSubscriptionLevel',
    'activeSubscriptionLevel',
    { answerOnFailure: -1 },
  ),
];
