import { listAdminChanges } from '@vh/kit';
import type { QueryResolvers } from '../__generated__/resolvers';
import { journalPage } from '../useCases/journalView';
import { missionView } from '../useCases/missionView';

export const Query: QueryResolvers = {
  gamePing: () => 'pong',
  currentMission: (_parent, _args, context) => missionView(context.deps, context),
  journal: (_parent, args, context) => journalPage(context.deps, context, args.limit, args.offset),
  playerChanges: (_parent, args, context) => listAdminChanges(context, context.deps.db, 'game', args),
};
