import { listAdminChanges, personalDataPart } from '@vh/kit';
import type { MutationResolvers, QueryResolvers, Resolvers } from '../__generated__/resolvers';
import { friendResolvers } from '../friends/friendResolvers';
import { giftResolvers } from '../gifts/giftResolvers';
import { inboxResolvers } from '../inbox/inboxResolvers';
import { readSocialData } from '../players/personalData';

/** Each feature answers its own part of the schema; Query and Mutation are merged from them. */
const FEATURES: Resolvers[] = [friendResolvers, giftResolvers, inboxResolvers];

const serviceQueries: QueryResolvers = {
  mySocialData: (_parent, _args, context) =>
    personalDataPart(context.viewer, (userId) => readSocialData(context.deps.db, userId)),
  socialChanges: (_parent, args, context) => listAdminChanges(context, context.deps.db, 'social', args),
};

function merged(): Resolvers {
  const query: QueryResolvers = { ...serviceQueries };
  const mutation: MutationResolvers = {};
  const types: Resolvers = {};
  for (const feature of FEATURES) {
    const { Query, Mutation, ...rest } = feature;
    Object.assign(query, Query);
    Object.assign(mutation, Mutation);
    Object.assign(types, rest);
  }
  return { ...types, Query: query, Mutation: mutation };
}

export const resolvers = merged();
