import type { Resolvers } from '../__generated__/resolvers';
import { playerOrNull } from '../players/playerResolvers';
import { deleteBoardMessage, postToBoard } from './boardActions';
import { boardPage } from './boardQueries';

export const boardResolvers: Resolvers = {
  Mutation: {
    postToBoard: (_parent, args, context) => postToBoard(context.deps, context, args.body),
    deleteBoardMessage: (_parent, args, context) => deleteBoardMessage(context.deps, context, args.id),
  },
  Coven: {
    board: (coven, args, context) =>
      boardPage(context.deps, context, coven.id, args.limit ?? 50, args.before),
  },
  BoardMessage: {
    id: (message) => String(message.id),
    author: (message, _args, context) => playerOrNull(context, message.author_id),
    createdAt: (message) => message.created_at.toISOString(),
    reportedByMe: (message) => message.reported_by_me,
  },
};
