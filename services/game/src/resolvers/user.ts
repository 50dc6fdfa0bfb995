import { ForbiddenError, PLAYABLE_ROLES } from '@vh/kit';
import type { GameContext } from '../context';
import { fightView } from '../useCases/combatView';
import { playCombatOf } from '../useCases/activeCombat';
import { ensurePlayer } from '../player/playerSession';
import { emptyPlayerView, playerView } from '../useCases/playerView';

type PlayerView = Awaited<ReturnType<typeof playerView>>;

export const userResolvers = {
  User: {
    /**
     * The player's own User creates their game on first contact; admins read anyone's (without
     * creating it); nobody else reads another player's possessions.
     */
    __resolveReference: async (reference: { id: string }, context: GameContext) => {
      const viewer = context.viewer;
      if (viewer && viewer.userId === reference.id) {
        // An account that cannot play yet (not activated) has no game to show.
        if (!PLAYABLE_ROLES.includes(viewer.role)) return emptyPlayerView(context.deps, reference.id);
        const row = await ensurePlayer(context.deps, {
          userId: viewer.userId,
          name: viewer.name,
          requestId: context.requestId,
        });
        return playerView(context.deps, row);
      }
      if (viewer?.role !== 'admin') throw new ForbiddenError('You can only see your own game');
      const row = await context.deps.players.find(reference.id);
      return row ? playerView(context.deps, row) : emptyPlayerView(context.deps, reference.id);
    },
    activeCombat: async (user: PlayerView, _args: unknown, context: GameContext) => {
      if (!user.activeCombatId) return null;
      const fight = await playCombatOf(context.deps, user.activeCombatId);
      return fight ? fightView(context.deps.content, fight.combat, fight.state) : null;
    },
  },
};
