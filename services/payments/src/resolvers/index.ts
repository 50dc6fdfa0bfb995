import { requireAdmin, type Viewer } from '@vh/kit';
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

const isAdmin = (viewer: Viewer | null) => viewer?.role === 'admin';

export const resolvers = {
  Query: {
    activePremiumPackages: (_: unknown, _args: unknown, context: PaymentsContext) =>
      activePackages(context.deps),
    premiumPackages: (_: unknown, _args: unknown, context: PaymentsContext) =>
      listPackages(context.deps, isAdmin(context.viewer)),
    premiumPackage: (_: unknown, args: { id: number }, context: PaymentsContext) =>
      findPackage(context.deps, args.id, isAdmin(context.viewer)),
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
