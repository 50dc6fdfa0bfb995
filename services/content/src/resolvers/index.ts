import type { Resolvers } from '../__generated__/resolvers';
import { ContentRelease } from './ContentRelease';
import { kinds } from './kindResolvers';
import { Mutation } from './mutation';
import { Query } from './query';

export const resolvers: Resolvers = { ...kinds.types, ContentRelease, Query, Mutation };
