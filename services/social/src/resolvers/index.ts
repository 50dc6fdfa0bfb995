import { listAdminChanges, personalDataPart } from '@vh/kit';
import type { QueryResolvers, Resolvers } from '../__generated__/resolvers';
import { boardResolvers } from '../board/boardResolvers';
import { covenResolvers } from '../covens/covenResolvers';
import { expeditionResolvers } from '../expeditions/expeditionResolvers';
import { friendResolvers } from '../friends/friendResolvers';
import { giftResolvers } from '../gifts/giftResolvers';
import { inboxResolvers } from '../inbox/inboxResolvers';
import { moderationResolvers } from '../moderation/moderationResolvers';
import { readSocialData } from '../players/personalData';

/**
 * Each feature answers its own part of the schema; every type is merged field by field from them
 * (covens answer most of Coven, expeditions its two expedition fields).
 */
const FEATURES: Resolvers[] = [
  friendResolvers,
  giftResolvers,
  inboxResolvers,
  covenResolvers,
  boardResolvers,
  expeditionResolvers,
  moderationResolvers,
];

const serviceQueries: QueryResolvers = {
  mySocialData: (_parent, _args, context) =>
    personalDataPart(context.viewer, (userId) => readSocialData(context.deps.db, userId)),
  socialChanges: (_parent, args, context) => listAdminChanges(context, context.deps.db, 'social', args),
};

/**
 * Merges the parts type by type, field by field; two parts answering the same field is a mistake
 * caught at boot, not a silent overwrite.
 */
export function mergeResolvers(parts: readonly Resolvers[]): Resolvers {
  const types: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    for (const [typeName, fields] of Object.entries(part)) {
      const into = (types[typeName] ??= {});
      for (const [field, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if (field in into) throw new Error(`${typeName}.${field} is answered by two features`);
        into[field] = resolver;
      }
    }
  }
  return types as Resolvers;
}

export const resolvers = mergeResolvers([{ Query: serviceQueries }, ...FEATURES]);
