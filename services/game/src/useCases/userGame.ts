import { ForbiddenError, PLAYABLE_ROLES, isAdmin, type Caller } from '@vh/kit';
import type { GameDeps } from '../deps';
import { ensurePlayer } from '../player/playerSession';
import { emptyPlayerView, playerView } from './playerView';

/** The game's side of a User: a player's view, or the empty one of an account without a game. */
export type PlayerView = Awaited<ReturnType<typeof playerView>> | ReturnType<typeof emptyPlayerView>;

/**
 * The game of a User: the player's own game is created on first contact; admins read anyone's
 * (without creating it); nobody else reads another player's possessions.
 */
export async function gameOfUser(deps: GameDeps, caller: Caller, userId: string): Promise<PlayerView> {
  const viewer = caller.viewer;
  if (viewer && viewer.userId === userId) {
    // An account that cannot play yet (not activated) has no game to show.
    if (!PLAYABLE_ROLES.includes(viewer.role)) return emptyPlayerView(deps, userId);
    // A preview creates no game: an admin who never played sees the empty one.
    if (deps.previewing && !(await deps.players.find(userId))) return emptyPlayerView(deps, userId);
    const row = await ensurePlayer(deps, {
      userId: viewer.userId,
      name: viewer.name,
      requestId: caller.requestId,
    });
    return playerView(deps, row);
  }
  if (!isAdmin(viewer)) throw new ForbiddenError('You can only see your own game');
  const row = await deps.players.find(userId);
  return row ? playerView(deps, row) : emptyPlayerView(deps, userId);
}
