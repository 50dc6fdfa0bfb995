import type { MutationResolvers } from '../__generated__/resolvers';
import { deleteSetting, saveSetting } from '../useCases/settings';
import { recalc, setCapMode, setDesired } from '../useCases/statMax';
import { kinds } from './kindResolvers';

export const Mutation: MutationResolvers = {
  ...kinds.Mutation,
  saveSetting: (_parent, args, context) => saveSetting(context.deps, context, args.key, args.value),
  deleteSetting: (_parent, args, context) => deleteSetting(context.deps, context, args.id),
  setStatMaxCapMode: (_parent, args, context) => setCapMode(context.deps, context, args.statShortName, args),
  setStatMaxDesired: (_parent, args, context) =>
    setDesired(context.deps, context, args.statShortName, args.desired),
  recalcStatMax: (_parent, args, context) => recalc(context.deps, context, args.statShortName),
};
