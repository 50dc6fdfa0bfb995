import type { MutationResolvers } from '../__generated__/resolvers';
import { createPackage, deletePackage, updatePackage } from '../useCases/packages';
import { checkOnPayment, paymentView } from '../useCases/paymentQueries';
import { startPayment } from '../useCases/startPayment';
import { cancelSubscription, runRenewals } from '../useCases/subscriptions';

export const Mutation: MutationResolvers = {
  createPremiumPackage: (_parent, args, context) => createPackage(context.deps, context, args.input),
  updatePremiumPackage: (_parent, args, context) => updatePackage(context.deps, context, args.input),
  deletePremiumPackage: (_parent, args, context) => deletePackage(context.deps, context, args.id),
  createPayment: async (_parent, args, context) =>
    paymentView(
      await startPayment(context.deps, context, {
        packageId: args.packageId,
        additionalInfo: args.additionalInfo,
        requestKey: args.idempotencyKey,
      }),
    ),
  checkOnPayment: (_parent, args, context) => checkOnPayment(context.deps, context, args),
  cancelSubscription: (_parent, args, context) => cancelSubscription(context.deps, context, args.paymentId),
  runSubscriptionRenewals: (_parent, _args, context) => runRenewals(context.deps, context),
};
