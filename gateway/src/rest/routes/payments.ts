import { ACTION_RESULT_SCHEMA, form, idempotencyKeyHeader, type RestRoute, answerField } from '../routeTypes';
import { genericRoutes } from './genericRoutes';

const PACKAGE = { type: 'object', description: 'a premium package with the fields of spec 001 section 3' };
const PAYMENT = {
  type: 'object',
  description:
    'a payment (spec 001 section 3): id, packageId, createdTimestamp (seconds), order {id, status, ' +
    'links [{rel, href, method}]}, additionalInfo, kind, usd, giftTo, completed, activeUntil',
};
const CHECK = {
  type: 'object',
  properties: {
    paymentId: { type: 'string', nullable: true },
    completed: { type: 'boolean' },
    additionalInfo: { type: 'string' },
    failed: { type: 'boolean' },
    status: { type: 'string' },
  },
};

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
  ...answerField(field),
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
    ...answerField('activePremiumPackages'),
    answerSchema: { type: 'array', items: PACKAGE },
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
      answerSchema: PAYMENT,
    },
  ),
  paymentCall('GetByUserId', "The player's payments, newest first.", 'MyPayments', 'myPayments', {
    answerSchema: { type: 'array', items: PAYMENT },
  }),
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
      answerSchema: CHECK,
    },
  ),
  paymentCall(
    'CancelSubscription',
    'Cancel a subscription: no more renewals, the paid month stays active.',
    'CancelSubscription',
    'cancelSubscription',
    { variables: { paymentId: form('paymentId') }, answerSchema: ACTION_RESULT_SCHEMA },
  ),
  paymentCall(
    'GetPaymentsOfPremiumPackage',
    "Admin: a package's payments, newest first.",
    'PaymentsOfPremiumPackage',
    'paymentsOfPremiumPackage',
    {
      variables: { packageId: form('packageId', { type: 'integer' }) },
      answerSchema: { type: 'array', items: PAYMENT },
    },
  ),
  paymentCall(
    'GetActiveSubscriptionType',
    "The player's active tier: 0 none, 1 Silver, 2 Gold, 3 Platinum; -1 when it cannot be told.",
    'ActiveSubscriptionLevel',
    'activeSubscriptionLevel',
    { answerOnFailure: -1, answerSchema: { type: 'integer', minimum: -1, maximum: 3 } },
  ),
];
