import type { Resolvers } from '../__generated__/resolvers';
import { sanctionResolvers } from '../sanctions/sanctionResolvers';
import { Mutation } from './mutation';
import { Query } from './query';
import { User } from './User';

export const resolvers: Resolvers = {
  Query: { ...Query, ...sanctionResolvers.Query },
  Mutation: { ...Mutation, ...sanctionResolvers.Mutation },
  User,
  Sanction: sanctionResolvers.Sanction,
};
