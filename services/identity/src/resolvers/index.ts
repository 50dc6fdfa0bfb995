import { Mutation } from './Mutation';
import { Query } from './Query';
import { User } from './User';

export const resolvers = { Query, Mutation, User };
