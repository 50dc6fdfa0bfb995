import type { GameContext } from '../context';
import { journalPage } from '../useCases/journalView';
import { missionView } from '../useCases/missionView';
import { playerActor } from './actor';

export const queryResolvers = {
  Query: {
    gamePing: () => 'pong',
    currentMission: (_: unknown, _args: unknown, context: GameContext) =>
      missionView(context.deps, playerActor(context).userId),
    journal: (_: unknown, args: { limit: number; offset: number }, context: GameContext) =>
      journalPage(context.deps, playerActor(context).userId, args.limit, args.offset),
  },
};
