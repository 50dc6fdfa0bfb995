import type { Resolvers } from '../__generated__/resolvers';
import { Mutation } from './mutation';
import { Payment } from './Payment';
import { PremiumPackage } from './PremiumPackage';
import { PremiumPackageItem } from './PremiumPackageItem';
import { Query } from './query';

export const resolvers: Resolvers = { Query, Mutation, Payment, PremiumPackage, PremiumPackageItem };
