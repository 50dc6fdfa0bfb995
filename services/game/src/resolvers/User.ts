import type { UserResolvers } from '../__generated__/resolvers';
import { currencyFlow, currencyLedger } from '../ledger/ledgerView';
import { playCombatOf } from '../useCases/activeCombat';
import { fightView } from '../useCases/combatView';
import { gameOfUser } from '../useCases/userGame';

/** User from the game's player view. */
export const User: UserResolvers = {
  __resolveReference: (reference, context) => gameOfUser(context.deps, context, reference.id),
  activeCombat: async (user, _args, context) => {
    if (!user.activeCombatId) return null;
    const fight = await playCombatOf(context.deps, user.activeCombatId);
    return fight ? fightView(context.deps.content, fight.combat, fight.state) : null;
  },
  currencyLedger: (user, args, context) => currencyLedger(context.deps, context, user.id, args),
  currencyFlow: (user, args, context) => currencyFlow(context.deps, context, user.id, args.days),
};
