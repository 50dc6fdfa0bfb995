import type { PaymentResolvers } from '../__generated__/resolvers';
import { toUsd } from '../domain/packages';
import { packageOfPayment } from '../useCases/paymentQueries';

/** Payment from a payment view (prices in cents). */
export const Payment: PaymentResolvers = {
  usd: (payment) => toUsd(payment.usdCents),
  package: (payment, _args, context) => packageOfPayment(context.deps, payment),
};
