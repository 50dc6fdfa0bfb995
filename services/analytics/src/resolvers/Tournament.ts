import type { TournamentResolvers } from '../__generated__/resolvers';
import type { AnalyticsContext } from '../context';
import {
  myEntry,
  tournamentAroundMe,
  tournamentStandings,
  tournamentStatus,
} from '../tournaments/tournamentQueries';

type Status = ReturnType<typeof tournamentStatus>;

/** One read of a tournament's status per entity of a request, whichever of its fields are asked. */
const statuses = new WeakMap<object, Status>();
const statusOf = (parent: { id: number }, context: AnalyticsContext): Status => {
  let status = statuses.get(parent);
  if (!status) statuses.set(parent, (status = tournamentStatus(context.deps, context, parent.id)));
  return status;
};

/** A tournament's runtime fields; content answers the rest of the entity. */
export const Tournament: TournamentResolvers = {
  __resolveReference: (reference) => ({ id: reference.id }),
  phase: async (parent, _args, context) => (await statusOf(parent, context)).phase,
  closesAt: async (parent, _args, context) => (await statusOf(parent, context)).closesAt,
  endedEarly: async (parent, _args, context) => (await statusOf(parent, context)).endedEarly,
  registered: async (parent, _args, context) => (await statusOf(parent, context)).registered,
  resultsWritten: async (parent, _args, context) => (await statusOf(parent, context)).resultsWritten,
  myEntry: (parent, _args, context) => myEntry(context.deps, context, parent.id),
  standings: (parent, args, context) =>
    tournamentStandings(context.deps, context, parent.id, args.offset, args.limit),
  standingsAroundMe: (parent, args, context) =>
    tournamentAroundMe(context.deps, context, parent.id, args.radius),
};
