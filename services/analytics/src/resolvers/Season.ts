import type { SeasonResolvers } from '../__generated__/resolvers';
import { seasonPlayers } from '../seasons/seasonQueries';

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

export const Season: SeasonResolvers = {
  number: (season) => season.row.number,
  startsAt: (season) => seconds(season.row.starts_at),
  endsAt: (season) => seconds(season.row.ends_at),
  ended: (season) => season.ended,
  endedEarly: (season) => season.row.ended_early,
  archived: (season) => season.row.archived_at !== null,
  xpPlayers: (season, _args, context) => seasonPlayers(context.deps, season.row, 'xp'),
  coolnessPlayers: (season, _args, context) => seasonPlayers(context.deps, season.row, 'coolness'),
};
