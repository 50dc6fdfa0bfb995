import type {
  InboxPushGroup as GraphInboxPushGroup,
  PushSettings,
  ReminderKind as GraphReminderKind,
} from '../__generated__/resolvers';
import type { InboxPushGroup } from '../domain/inboxPush';
import type { ReminderKind } from '../domain/reminders';
import type { PushSettingsView } from '../useCases/reminders';

const TO_DOMAIN: Record<GraphReminderKind, ReminderKind> = {
  HUNT_READY: 'huntReady',
  COFFIN_CHARGE: 'coffinCharge',
  MISSION_ENDING: 'missionEnding',
  AUTO_HUNT: 'autoHunt',
};

const TO_GRAPH = Object.fromEntries(
  Object.entries(TO_DOMAIN).map(([graph, domain]) => [domain, graph]),
) as Record<ReminderKind, GraphReminderKind>;

const GROUP_TO_DOMAIN: Record<GraphInboxPushGroup, InboxPushGroup> = {
  FRIENDS: 'friends',
  GIFTS: 'gifts',
  COVEN: 'coven',
  EXPEDITIONS: 'expeditions',
  COMPETITION: 'competition',
};

const GROUP_TO_GRAPH = Object.fromEntries(
  Object.entries(GROUP_TO_DOMAIN).map(([graph, domain]) => [domain, graph]),
) as Record<InboxPushGroup, GraphInboxPushGroup>;

export const reminderKindsOf = (kinds: readonly GraphReminderKind[]): ReminderKind[] =>
  kinds.map((kind) => TO_DOMAIN[kind]);

export const inboxPushGroupsOf = (groups: readonly GraphInboxPushGroup[]): InboxPushGroup[] =>
  groups.map((group) => GROUP_TO_DOMAIN[group]);

/** The use case's settings as the schema's PushSettings (kinds and groups in GraphQL's enum names). */
export const pushSettingsView = async (settings: Promise<PushSettingsView>): Promise<PushSettings> => {
  const view = await settings;
  return {
    ...view,
    kinds: view.kinds.map((kind) => TO_GRAPH[kind]),
    inboxGroups: view.inboxGroups.map((group) => GROUP_TO_GRAPH[group]),
  };
};
