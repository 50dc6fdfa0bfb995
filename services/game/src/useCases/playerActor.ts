import { requirePlayer, type Caller } from '@vh/kit';
import type { Actor } from '../player/playerSession';

/** The signed-in player acting on their own game: every player use case starts here (any playable role). */
export function playerActor(caller: Caller): Actor {
  const viewer = requirePlayer(caller.viewer);
  return { userId: viewer.userId, name: viewer.name, requestId: caller.requestId };
}
