import { requirePlayer, type Caller } from '@vh/kit';
import type { SocialDeps } from '../deps';
import { utcDay } from '../gifts/giftRules';
import { friendRequests, friendships, type FriendRequestRow } from './friendRepository';
import { MAX_FRIENDS } from './friendActions';

export interface FriendView {
  userId: string;
  since: Date;
  giftSentToday: boolean;
}

/** The caller's friends (the resolver adds each one's SocialPlayer) with today's gift flag. */
export async function myFriends(deps: SocialDeps, caller: Caller): Promise<FriendView[]> {
  const { userId } = requirePlayer(caller.viewer);
  const [rows, giftedToday] = await Promise.all([
    friendships.of(deps.db, userId),
    deps
      .db('gifts')
      .where({ from_id: userId, day: utcDay(new Date()) })
      .pluck('to_id'),
  ]);
  const gifted = new Set<string>(giftedToday);
  return rows.map((row) => ({
    userId: row.friend_id,
    since: row.created_at,
    giftSentToday: gifted.has(row.friend_id),
  }));
}

export async function myFriendRequests(
  deps: SocialDeps,
  caller: Caller,
): Promise<{ incoming: FriendRequestRow[]; outgoing: FriendRequestRow[] }> {
  const { userId } = requirePlayer(caller.viewer);
  const [incoming, outgoing] = await Promise.all([
    friendRequests.incoming(deps.db, userId),
    friendRequests.outgoing(deps.db, userId),
  ]);
  return { incoming, outgoing };
}

export async function myBlocks(deps: SocialDeps, caller: Caller): Promise<string[]> {
  const { userId } = requirePlayer(caller.viewer);
  return deps.db('blocks').where({ user_id: userId }).orderBy('created_at', 'desc').pluck('blocked_id');
}

export const friendLimits = () => ({ maxFriends: MAX_FRIENDS });
