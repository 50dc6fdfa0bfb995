import type { Resolvers } from '../__generated__/resolvers';
import { Mutation } from './mutation';
import { Query } from './query';

export const resolvers: Resolvers = { Query, Mutation };
