import type { TournamentResolvers } from '../__generated__/resolvers';
import {
  myEntry,
  tournamentAroundMe,
  tournamentStandings,
  tournamentStatus,
} from '../tournaments/tournamentQueries';

/** A tournament's runtime fields; content answers the rest of the entity. */
export const Tournament: TournamentResolvers = {
  __resolveReference: (reference) => ({ id: reference.id }),
  phase: async (parent, _args, context) => (await tournamentStatus(context.deps, context, parent.id)).phase,
  closesAt: async (parent, _args, context) =>
    (await tournamentStatus(context.deps, context, parent.id)).closesAt,
  endedEarly: async (parent, _args, context) =>
    (await tournamentStatus(context.deps, context, parent.id)).endedEarly,
  registered: async (parent, _args, context) =>
    (await tournamentStatus(context.deps, context, parent.id)).registered,
  resultsWritten: async (parent, _args, context) =>
    (await tournamentStatus(context.deps, context, parent.id)).resultsWritten,
  myEntry: (parent, _args, context) => myEntry(context.deps, context, parent.id),
  standings: (parent, args, context) =>
    tournamentStandings(context.deps, context, parent.id, args.offset, args.limit),
  standingsAroundMe: (parent, args, context) =>
    tournamentAroundMe(context.deps, context, parent.id, args.radius),
};
