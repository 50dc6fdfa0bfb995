import type { PremiumPackageResolvers } from '../__generated__/resolvers';
import { toUsd } from '../domain/packages';
import { findPackage } from '../useCases/packages';

/** PremiumPackage from a package (prices in cents). */
export const PremiumPackage: PremiumPackageResolvers = {
  __resolveReference: (reference, context) => findPackage(context.deps, context, reference.id),
  usd: (entry) => toUsd(entry.usdCents),
};
