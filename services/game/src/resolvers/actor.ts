import { requirePlayer } from '@vh/kit';
import type { GameContext } from '../context';
import type { Actor } from '../player/playerSession';

/** The signed-in player acting on their own game (any playable role). */
export function playerActor(context: GameContext): Actor {
  const viewer = requirePlayer(context.viewer);
  return { userId: viewer.userId, name: viewer.name, requestId: context.requestId };
}
