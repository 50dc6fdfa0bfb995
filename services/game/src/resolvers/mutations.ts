import type { GameContext } from '../context';
import { adminAddInventoryItem, adminResetHuntCooldown, adminUpdatePlayer } from '../useCases/admin';
import { combatView } from '../useCases/combatView';
import { changeEquipmentSet, equipItem, unequipItem } from '../useCases/equipment';
import { huntAction, type HuntAction } from '../useCases/hunting';
import { travel } from '../useCases/travel';
import { playerActor } from './actor';

const HUNT_ACTIONS: Record<string, HuntAction> = { ATTACK: 'attack', QUICK: 'quick', COFFIN: 'coffin' };

export const mutationResolvers = {
  Mutation: {
    hunt: async (_: unknown, args: { action: string }, context: GameContext) =>
      combatView(
        context.deps.content,
        await huntAction(context.deps, playerActor(context), HUNT_ACTIONS[args.action] ?? 'attack'),
      ),
    equipItem: (_: unknown, args: { itemId: number }, context: GameContext) =>
      equipItem(context.deps, playerActor(context), args.itemId),
    unequipItem: (_: unknown, args: { itemId: number }, context: GameContext) =>
      unequipItem(context.deps, playerActor(context), args.itemId),
    changeEquipmentSet: (_: unknown, args: { slot: number }, context: GameContext) =>
      changeEquipmentSet(context.deps, playerActor(context), args.slot),
    travel: (_: unknown, args: { huntingGroundId: number }, context: GameContext) =>
      travel(context.deps, playerActor(context), args.huntingGroundId),
    adminAddInventoryItem: (
      _: unknown,
      args: { userId: string; itemId: number; deltaAmount: number; remove: boolean | null },
      context: GameContext,
    ) => adminAddInventoryItem(context.deps, context, { ...args, remove: args.remove ?? false }),
    adminUpdatePlayer: (
      _: unknown,
      args: { userId: string; xp?: number | null; currencies?: { name: string; value: number }[] | null },
      context: GameContext,
    ) => adminUpdatePlayer(context.deps, context, args),
    adminResetHuntCooldown: (_: unknown, args: { userId: string }, context: GameContext) =>
      adminResetHuntCooldown(context.deps, context, args.userId),
  },
};
