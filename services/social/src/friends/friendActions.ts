/**
 * Friend requests, friendships and blocks (docs/social.md#friends). Every write locks the players it
 * concerns first (lockPlayers), so two requests crossing, a block during an accept or 501 accepts
 * at once each end in one consistent state.
 */
import { BadRequestError, ConflictError, NotFoundError, requirePlayer, type Caller } from '@vh/kit';
import type { SocialDeps } from '../deps';
import { checkedRowId, checkedUserId } from '../ids';
import { notify } from '../inbox/notifications';
import { lockPlayers, otherPlayerNamed } from '../players/names';
import { socialPlayerView } from '../players/playerView';
import { friendRequests, friendships, type FriendRequestRow } from './friendRepository';

export const MAX_FRIENDS = 500;
/** Blocks are bounded too: every list a player keeps is. */
export const MAX_BLOCKS = 1000;

async function checkRoomFor(
  trx: Parameters<typeof friendships.countWithOutgoing>[0],
  userId: string,
  mine: boolean,
) {
  if ((await friendships.countWithOutgoing(trx, userId)) >= MAX_FRIENDS) {
    throw new ConflictError(
      mine
        ? `You have ${MAX_FRIENDS} friends and requests: the most a player may have`
        : `That player has ${MAX_FRIENDS} friends already`,
    );
  }
}

async function befriend(
  deps: SocialDeps,
  trx: Parameters<typeof notify>[0],
  request: FriendRequestRow,
  requestId: string,
) {
  await friendRequests.remove(trx, request.id);
  // The accepted request counted for its sender already; the receiver needs room for one more.
  await checkRoomFor(trx, request.to_id, true);
  await friendships.add(trx, request.from_id, request.to_id);
  const accepter = await trx('players').where({ user_id: request.to_id }).first('name');
  await notify(
    trx,
    [
      {
        userId: request.from_id,
        kind: 'FRIEND_ACCEPTED',
        title: `${accepter?.name ?? 'A player'} accepted your friend request`,
        body: 'You can send each other a free gift every day.',
        link: '/friends',
        dedupeKey: `friend-accepted:${request.id}`,
      },
    ],
    requestId,
  );
}

export async function requestFriend(deps: SocialDeps, caller: Caller, name: string) {
  const { userId } = requirePlayer(caller.viewer);
  return deps.db.transaction(async (trx) => {
    const target = await otherPlayerNamed(trx, deps.players, userId, name);
    if (target.user_id === userId) throw new BadRequestError('You cannot send a friend request to yourself');
    await lockPlayers(trx, [userId, target.user_id]);
    if (await trx('blocks').where({ user_id: userId, blocked_id: target.user_id }).first()) {
      throw new ConflictError(`You blocked ${target.name}: unblock them first`);
    }
    if (await friendships.exists(trx, userId, target.user_id)) {
      throw new ConflictError(`${target.name} is your friend already`);
    }
    if (await friendRequests.between(trx, userId, target.user_id)) {
      throw new ConflictError(`You already asked ${target.name}`);
    }
    await checkRoomFor(trx, userId, true);
    await checkRoomFor(trx, target.user_id, false);
    const request = await friendRequests.add(trx, userId, target.user_id);
    await notify(
      trx,
      [
        {
          userId: target.user_id,
          kind: 'FRIEND_REQUEST',
          title: `${caller.viewer!.name} wants to be your friend`,
          body: 'Accept or decline the request on the Friends page.',
          link: '/friends',
          dedupeKey: `friend-request:${request.id}`,
        },
      ],
      caller.requestId,
    );
    return request;
  });
}

export async function answerFriendRequest(deps: SocialDeps, caller: Caller, id: string, accept: boolean) {
  const { userId } = requirePlayer(caller.viewer);
  const requestId = checkedRowId(id, 'friend request');
  return deps.db.transaction(async (trx) => {
    const found = await trx<FriendRequestRow>('friend_requests').where({ id: requestId }).first();
    if (!found || found.to_id !== userId) throw new NotFoundError('No such friend request');
    await lockPlayers(trx, [found.from_id, found.to_id]);
    const request = await friendRequests.byId(trx, requestId);
    if (!request) throw new NotFoundError('No such friend request');
    if (accept) await befriend(deps, trx, request, caller.requestId);
    else await friendRequests.remove(trx, request.id);
    return true;
  });
}

export async function cancelFriendRequest(deps: SocialDeps, caller: Caller, id: string) {
  const { userId } = requirePlayer(caller.viewer);
  const removed = await deps
    .db('friend_requests')
    .where({ id: checkedRowId(id, 'friend request'), from_id: userId })
    .delete();
  if (removed === 0) throw new NotFoundError('No such friend request');
  return true;
}

export async function removeFriend(deps: SocialDeps, caller: Caller, friendId: string) {
  const { userId } = requirePlayer(caller.viewer);
  const other = checkedUserId(friendId);
  return deps.db.transaction(async (trx) => {
    await lockPlayers(trx, [userId, other]);
    if ((await friendships.remove(trx, userId, other)) === 0) throw new NotFoundError('Not your friend');
    return true;
  });
}

/** Blocking ends the friendship and every request between the two, and hides the blocker. */
export async function blockPlayer(deps: SocialDeps, caller: Caller, name: string) {
  const { userId } = requirePlayer(caller.viewer);
  return deps.db.transaction(async (trx) => {
    const target = await otherPlayerNamed(trx, deps.players, userId, name);
    if (target.user_id === userId) throw new BadRequestError('You cannot block yourself');
    await lockPlayers(trx, [userId, target.user_id]);
    const blocks = await trx('blocks').where({ user_id: userId }).count({ n: '*' }).first();
    if (Number(blocks?.n ?? 0) >= MAX_BLOCKS)
      throw new ConflictError(`You can block at most ${MAX_BLOCKS} players`);
    await trx('blocks')
      .insert({ user_id: userId, blocked_id: target.user_id })
      .onConflict(['user_id', 'blocked_id'])
      .ignore();
    await friendships.remove(trx, userId, target.user_id);
    await friendRequests.removeBetween(trx, userId, target.user_id);
    return socialPlayerView(target.user_id, target);
  });
}

export async function unblockPlayer(deps: SocialDeps, caller: Caller, blockedId: string) {
  const { userId } = requirePlayer(caller.viewer);
  const removed = await deps
    .db('blocks')
    .where({ user_id: userId, blocked_id: checkedUserId(blockedId) })
    .delete();
  if (removed === 0) throw new NotFoundError('That player is not blocked');
  return true;
}
