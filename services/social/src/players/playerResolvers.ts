import type { SocialContext } from '../context';
import { socialPlayerView, type SocialPlayerView } from './playerView';

/** The SocialPlayer of a user id, through the request's loader (one query per page). */
export async function playerOf(context: SocialContext, userId: string): Promise<SocialPlayerView> {
  return socialPlayerView(userId, await context.players.load(userId));
}

/** Optional form: a deleted author or sender answers null. */
export async function playerOrNull(
  context: SocialContext,
  userId: string | null,
): Promise<SocialPlayerView | null> {
  if (!userId) return null;
  return playerOf(context, userId);
}
