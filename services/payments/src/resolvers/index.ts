import { requireAdmin, requirePlayer, type Viewer } from '@vh/kit';
import type { PaymentsContext } from '../context';
import { toUsd, type PackageInput, type PremiumPackage } from '../domain/packages';
import {
  activePackages,
  createPackage,
  deletePackage,
  findPackage,
  listPackages,
  updatePackage,
} from '../useCases/packages';
import { activeLevel } from '../useCases/entitlement';
import {
  checkOnPayment,
  myPayments,
  paymentView,
  paymentsOfPackage,
  type PaymentView,
} from '../useCases/paymentQueries';
import { startPayment } from '../useCases/startPayment';
import { cancelSubscription, renewDueSubscriptions } from '../useCases/subscriptions';

const isAdmin = (viewer: Viewer | null) => viewer?.role === 'admin';

export const resolvers = {
  Query: {
    activePremiumPackages: (_: unknown, _args: unknown, context: PaymentsContext) =>
      activePackages(context.deps),
    premiumPackages: (_: unknown, _args: unknown, context: PaymentsContext) =>
      listPackages(context.deps, isAdmin(context.viewer)),
    premiumPackage: (_: unknown, args: { id: number }, context: PaymentsContext) =>
      findPackage(context.deps, args.id, isAdmin(context.viewer)),
    myPayments: (_: unknown, _args: unknown, context: PaymentsContext) =>
      myPayments(context.deps, context.viewer),
    activeSubscriptionLevel: (_: unknown, _args: unknown, context: PaymentsContext) =>
      activeLevel(context.deps, requirePlayer(context.viewer).userId),
    paymentsOfPremiumPackage: (_: unknown, args: { packageId: number }, context: PaymentsContext) => {
      requireAdmin(context.viewer);
      return paymentsOfPackage(context.deps, args.packageId);
    },
  },
  Mutation: {
    createPremiumPackage: (_: unknown, args: { input: PackageInput }, context: PaymentsContext) => {
      requireAdmin(context.viewer);
      return createPackage(context.deps, args.input);
    },
    updatePremiumPackage: (_: unknown, args: { input: PackageInput }, context: PaymentsContext) => {
      requireAdmin(context.viewer);
      return updatePackage(context.deps, args.input);
    },
    deletePremiumPackage: (_: unknown, args: { id: number }, context: PaymentsContext) => {
      requireAdmin(context.viewer);
      return deletePackage(context.deps, args.id);
    },
    createPayment: async (
      _: unknown,
      args: { packageId: number; additionalInfo?: string | null; idempotencyKey?: string | null },
      context: PaymentsContext,
    ) =>
      paymentView(
        await startPayment(context.deps, requirePlayer(context.viewer), {
          packageId: args.packageId,
          additionalInfo: args.additionalInfo,
          requestKey: args.idempotencyKey,
        }),
      ),
    checkOnPayment: (
      _: unknown,
      args: { paymentId?: string | null; packageId?: number | null },
      context: PaymentsContext,
    ) => checkOnPayment(context.deps, context.viewer, args, context.requestId),
    cancelSubscription: (_: unknown, args: { paymentId: string }, context: PaymentsContext) =>
      cancelSubscription(context.deps, requirePlayer(context.viewer), args.paymentId, context.requestId),
    runSubscriptionRenewals: (_: unknown, _args: unknown, context: PaymentsContext) => {
      requireAdmin(context.viewer);
      return renewDueSubscriptions(context.deps, context.requestId);
    },
  },
  Payment: {
    usd: (payment: PaymentView) => toUsd(payment.usdCents),
    // Null once the admin deleted the package; the payment keeps its id.
    package: (payment: PaymentView, _args: unknown, context: PaymentsContext) =>
      context.deps.packages.find(payment.packageId),
  },
  PremiumPackage: {
    __resolveReference: (reference: { id: number }, context: PaymentsContext) =>
      findPackage(context.deps, reference.id, isAdmin(context.viewer)),
    usd: (entry: PremiumPackage) => toUsd(entry.usdCents),
  },
  PremiumPackageItem: {
    item: (entry: { itemId: number }) => ({ __typename: 'Item', id: entry.itemId }),
  },
};
