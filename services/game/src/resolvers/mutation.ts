import type { HuntAction as GraphHuntAction, MutationResolvers } from '../__generated__/resolvers';
import { adminAddInventoryItem, adminResetHuntCooldown, adminUpdatePlayer } from '../useCases/admin';
import { combatView } from '../useCases/combatView';
import { changeEquipmentSet, equipItem, unequipItem } from '../useCases/equipment';
import { huntAction, type HuntAction } from '../useCases/hunting';
import { setInboxPushGroups, setReminderKinds, subscribePush, unsubscribePush } from '../useCases/reminders';
import { travel } from '../useCases/travel';
import { inboxPushGroupsOf, pushSettingsView, reminderKindsOf } from './reminderKinds';

const HUNT_ACTIONS: Record<GraphHuntAction, HuntAction> = {
  ATTACK: 'attack',
  QUICK: 'quick',
  COFFIN: 'coffin',
};

export const Mutation: MutationResolvers = {
  hunt: async (_parent, args, context) =>
    combatView(context.deps.content, await huntAction(context.deps, context, HUNT_ACTIONS[args.action])),
  equipItem: (_parent, args, context) => equipItem(context.deps, context, args.itemId),
  unequipItem: (_parent, args, context) => unequipItem(context.deps, context, args.itemId),
  changeEquipmentSet: (_parent, args, context) => changeEquipmentSet(context.deps, context, args.slot),
  travel: (_parent, args, context) => travel(context.deps, context, args.huntingGroundId),
  adminAddInventoryItem: (_parent, args, context) =>
    adminAddInventoryItem(context.deps, context, { ...args, remove: args.remove ?? false }),
  adminUpdatePlayer: (_parent, args, context) => adminUpdatePlayer(context.deps, context, args),
  adminResetHuntCooldown: (_parent, args, context) =>
    adminResetHuntCooldown(context.deps, context, args.userId),
  subscribePush: (_parent, args, context) =>
    pushSettingsView(subscribePush(context.deps, context, args.subscription)),
  unsubscribePush: (_parent, args, context) =>
    pushSettingsView(unsubscribePush(context.deps, context, args.endpoint)),
  setReminderKinds: (_parent, args, context) =>
    pushSettingsView(setReminderKinds(context.deps, context, reminderKindsOf(args.kinds))),
  setInboxPushGroups: (_parent, args, context) =>
    pushSettingsView(setInboxPushGroups(context.deps, context, inboxPushGroupsOf(args.groups))),
};
