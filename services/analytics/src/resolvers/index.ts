import type { Resolvers } from '../__generated__/resolvers';
import { Query } from './query';
import { User } from './User';

export const resolvers: Resolvers = { Query, User };
