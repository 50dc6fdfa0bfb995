import { ConflictError, ValidationError, requirePlayer, type Caller } from '@vh/kit';
import type { GameDeps } from '../deps';
import { coffinChargeDue, huntReadyDue, type ReminderDetails, type ReminderKind } from '../domain/reminders';
import { pushSubscriptionProblem, type PushSubscriptionKeys } from '../domain/pushSubscription';
import type { InboxPushGroup } from '../domain/inboxPush';
import { buildLoadout } from '../player/loadout';
import { ensurePlayer } from '../player/playerSession';
import { playerActor } from './playerActor';
import type { DueReminder } from '../repositories/reminderRepository';
import { seconds } from '../clock';

export interface PushSettingsView {
  enabled: boolean;
  publicKey: string | null;
  kinds: ReminderKind[];
  /** The groups of inbox news the player gets as pushes. */
  inboxGroups: InboxPushGroup[];
  subscriptions: number;
}

/** The player's reminder settings, and whether this server can push at all (VAPID keys configured). */
export async function pushSettings(deps: GameDeps, caller: Caller): Promise<PushSettingsView> {
  const { userId } = requirePlayer(caller.viewer);
  const publicKey = deps.push.vapid?.publicKey ?? null;
  const [kinds, inboxGroups, subscriptions] = await Promise.all([
    deps.reminders.kindsOf(userId),
    deps.inboxPush.groupsOf(userId),
    deps.reminders.subscriptionCount(userId),
  ]);
  return { enabled: publicKey !== null, publicKey, kinds, inboxGroups, subscriptions };
}

/** The player choosing reminders; their game is made on first contact, as every player use case does. */
async function requireReminderPlayer(deps: GameDeps, caller: Caller): Promise<string> {
  const actor = playerActor(caller);
  if (!deps.push.vapid) throw new ConflictError('Push reminders are not enabled on this server');
  await ensurePlayer(deps, actor);
  return actor.userId;
}

export async function subscribePush(
  deps: GameDeps,
  caller: Caller,
  keys: PushSubscriptionKeys,
): Promise<PushSettingsView> {
  const userId = await requireReminderPlayer(deps, caller);
  const problem = pushSubscriptionProblem(keys, deps.push.allowHttpEndpoints);
  if (problem) throw new ValidationError(problem);
  await deps.reminders.subscribe(userId, keys);
  return pushSettings(deps, caller);
}

export async function unsubscribePush(
  deps: GameDeps,
  caller: Caller,
  endpoint: string,
): Promise<PushSettingsView> {
  const { userId } = requirePlayer(caller.viewer);
  await deps.reminders.unsubscribe(userId, endpoint);
  return pushSettings(deps, caller);
}

export async function setReminderKinds(
  deps: GameDeps,
  caller: Caller,
  kinds: readonly ReminderKind[],
): Promise<PushSettingsView> {
  const userId = await requireReminderPlayer(deps, caller);
  await deps.reminders.setKinds(userId, [...new Set(kinds)], seconds(deps.clock()));
  return pushSettings(deps, caller);
}

/** Chooses the groups of inbox news pushed to the player (docs/reminders.md#inbox-news). */
export async function setInboxPushGroups(
  deps: GameDeps,
  caller: Caller,
  groups: readonly InboxPushGroup[],
): Promise<PushSettingsView> {
  const userId = await requireReminderPlayer(deps, caller);
  await deps.inboxPush.setGroups(userId, [...new Set(groups)], seconds(deps.clock()));
  return pushSettings(deps, caller);
}

/** The content facts a due reminder's notification shows; null when it no longer applies. */
export async function reminderDetails(
  deps: GameDeps,
  due: DueReminder,
  now: number,
): Promise<ReminderDetails | null> {
  const facts = due.facts;
  switch (due.kind) {
    case 'huntReady':
      return huntReadyDue(due.due_at) === null ? null : { kind: 'huntReady' };
    case 'coffinCharge': {
      const player = await deps.players.find(due.user_id);
      if (!player) return null;
      const holdings = await deps.players.holdings(due.user_id, player.active_set);
      const maxCharges = buildLoadout(deps.content, holdings).total('coffincharges');
      const stored = { charges: Number(facts.charges), rechargeFrom: Number(facts.rechargeFrom) };
      const recharged = coffinChargeDue(stored, maxCharges, now);
      if (recharged?.at !== due.due_at) return null;
      return { kind: 'coffinCharge', charges: recharged.charges, maxCharges };
    }
    case 'missionEnding': {
      const ground = deps.content.huntingGround(Number(facts.groundId));
      return { kind: 'missionEnding', groundName: ground?.name ?? null, endsAt: Number(facts.endsAt) };
    }
    case 'autoHunt': {
      const enemy = facts.enemyId == null ? undefined : deps.content.enemy(Number(facts.enemyId));
      return { kind: 'autoHunt', result: facts.result ?? null, enemyName: enemy?.name ?? null };
    }
  }
}
