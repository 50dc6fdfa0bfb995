import { listAdminChanges, personalDataPart } from '@vh/kit';
import type { QueryResolvers } from '../__generated__/resolvers';
import { readPaymentData } from '../repositories/personalDataRepository';
import { activeLevel } from '../useCases/entitlement';
import { activePackages, findPackage, listPackages } from '../useCases/packages';
import { myPayments, paymentsOfPackage } from '../useCases/paymentQueries';

export const Query: QueryResolvers = {
  activePremiumPackages: (_parent, _args, context) => activePackages(context.deps),
  premiumPackages: (_parent, _args, context) => listPackages(context.deps, context),
  premiumPackage: (_parent, args, context) => findPackage(context.deps, context, args.id),
  myPayments: (_parent, _args, context) => myPayments(context.deps, context),
  activeSubscriptionLevel: (_parent, _args, context) => activeLevel(context.deps, context),
  paymentsOfPremiumPackage: (_parent, args, context) =>
    paymentsOfPackage(context.deps, context, args.packageId),
  myPaymentData: (_parent, _args, context) =>
    personalDataPart(context.viewer, (userId) => readPaymentData(context.deps.db, userId)),
  packageChanges: (_parent, args, context) => listAdminChanges(context, context.deps.db, 'payments', args),
};
