import type { PushSettings, ReminderKind as GraphReminderKind } from '../__generated__/resolvers';
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

export const reminderKindsOf = (kinds: readonly GraphReminderKind[]): ReminderKind[] =>
  kinds.map((kind) => TO_DOMAIN[kind]);

/** The use case's settings as the schema's PushSettings (kinds in GraphQL's enum names). */
export const pushSettingsView = async (settings: Promise<PushSettingsView>): Promise<PushSettings> => {
  const view = await settings;
  return { ...view, kinds: view.kinds.map((kind) => TO_GRAPH[kind]) };
};
