import type { Resolvers } from '../__generated__/resolvers';
import { playerOf } from '../players/playerResolvers';
import {
  answerFriendRequest,
  blockPlayer,
  cancelFriendRequest,
  removeFriend,
  requestFriend,
  unblockPlayer,
} from './friendActions';
import { friendLimits, myBlocks, myFriendRequests, myFriends } from './friendQueries';

export const friendResolvers: Resolvers = {
  Query: {
    myFriends: (_parent, _args, context) => myFriends(context.deps, context),
    myFriendRequests: (_parent, _args, context) => myFriendRequests(context.deps, context),
    myBlocks: async (_parent, _args, context) =>
      Promise.all((await myBlocks(context.deps, context)).map((userId) => playerOf(context, userId))),
    friendLimits,
  },
  Mutation: {
    requestFriend: (_parent, args, context) => requestFriend(context.deps, context, args.name),
    answerFriendRequest: (_parent, args, context) =>
      answerFriendRequest(context.deps, context, args.id, args.accept),
    cancelFriendRequest: (_parent, args, context) => cancelFriendRequest(context.deps, context, args.id),
    removeFriend: (_parent, args, context) => removeFriend(context.deps, context, args.userId),
    blockPlayer: (_parent, args, context) => blockPlayer(context.deps, context, args.name),
    unblockPlayer: (_parent, args, context) => unblockPlayer(context.deps, context, args.userId),
  },
  Friend: {
    player: (friend, _args, context) => playerOf(context, friend.userId),
    since: (friend) => friend.since.toISOString(),
  },
  FriendRequest: {
    id: (request) => String(request.id),
    from: (request, _args, context) => playerOf(context, request.from_id),
    to: (request, _args, context) => playerOf(context, request.to_id),
    createdAt: (request) => request.created_at.toISOString(),
  },
};
