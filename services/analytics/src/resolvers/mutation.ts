import type { MutationResolvers } from '../__generated__/resolvers';
import { endLeagueWeekNow, updateLeagueSettings, updateLeagueTier } from '../leagues/leagueAdmin';
import { endSeasonNow, updateSeasonSchedule } from '../seasons/seasonAdmin';
import { endTournamentNow, registerForTournament } from '../tournaments/tournamentActions';

export const Mutation: MutationResolvers = {
  updateSeasonSchedule: (_parent, args, context) =>
    updateSeasonSchedule(context.deps, context, args.anchor, args.lengthDays),
  endSeasonNow: async (_parent, args, context) => ({
    row: await endSeasonNow(context.deps, context, args.number),
    ended: true,
  }),
  updateLeagueTier: (_parent, args, context) => updateLeagueTier(context.deps, context, args.input),
  updateLeagueSettings: (_parent, args, context) => updateLeagueSettings(context.deps, context, args.input),
  endLeagueWeekNow: (_parent, args, context) => endLeagueWeekNow(context.deps, context, args.id),
  registerForTournament: async (_parent, args, context) => {
    await registerForTournament(context.deps, context, args.id);
    return { id: args.id };
  },
  endTournamentNow: async (_parent, args, context) => {
    await endTournamentNow(context.deps, context, args.id);
    return { id: args.id };
  },
};
