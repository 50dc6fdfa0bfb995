import { COFFIN_RECHARGE_SECONDS, MISSION_ENDING_REMINDER_SECONDS, REMINDER_LATE_SECONDS } from './rules';

/**
 * Push reminders (docs/reminders.md): when each kind is due, whether it may still be sent, and what
 * the notification says. Pure; the job feeds it the facts the due-reminder query found.
 */
export const REMINDER_KINDS = ['huntReady', 'coffinCharge', 'missionEnding', 'autoHunt'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const isReminderKind = (value: string): value is ReminderKind =>
  (REMINDER_KINDS as readonly string[]).includes(value);

const HOUR_SECONDS = 3600;

/** The hunt cooldown ends at next_hunt_at (0: the player never hunted, nothing to remind of). */
export function huntReadyDue(nextHuntAt: number): number | null {
  return nextHuntAt > 0 ? nextHuntAt : null;
}

/**
 * The latest moment at or before `now` when a coffin charge came back, with the charges held from
 * then on; null when nothing recharged yet, or when the coffin was already full at the most recent
 * recharge step (that step gave no charge).
 */
export function coffinChargeDue(
  stored: { charges: number; rechargeFrom: number },
  maxCharges: number,
  now: number,
): { at: number; charges: number } | null {
  if (stored.rechargeFrom <= 0 || stored.charges >= maxCharges) return null;
  const steps = Math.floor((now - stored.rechargeFrom) / COFFIN_RECHARGE_SECONDS);
  if (steps < 1 || steps > maxCharges - stored.charges) return null;
  return { at: stored.rechargeFrom + steps * COFFIN_RECHARGE_SECONDS, charges: stored.charges + steps };
}

/** A mission's reminder is due a fixed lead before it ends, unless the player completed it. */
export function missionEndingDue(mission: { endsAt: number; completed: boolean }): number | null {
  return mission.completed ? null : mission.endsAt - MISSION_ENDING_REMINDER_SECONDS;
}

/** The retainer's hunt belongs to an hour (epoch hours); its reminder is keyed by that hour's start. */
export function autoHuntDue(hour: number): number {
  return hour * HOUR_SECONDS;
}

/** How late a reminder may still go out: the hourly hunt can run anywhere in its hour. */
export function lateLimitSeconds(kind: ReminderKind): number {
  return kind === 'autoHunt' ? HOUR_SECONDS + REMINDER_LATE_SECONDS : REMINDER_LATE_SECONDS;
}

/**
 * A due moment is sent when it has come, came after the player chose the kind (no reminders of the
 * past on opting in), and is not stale (a replica that was down does not flood the player later).
 */
export function isSendable(kind: ReminderKind, dueAt: number, enabledAt: number, now: number): boolean {
  const notBefore = kind === 'autoHunt' ? enabledAt - (enabledAt % HOUR_SECONDS) : enabledAt;
  return dueAt <= now && dueAt >= notBefore && now - dueAt <= lateLimitSeconds(kind);
}

/** What the service worker shows: no personal data beyond the game facts of the reminder. */
export interface ReminderPayload {
  kind: ReminderKind;
  title: string;
  body: string;
  /** Same tag, same notification: a repeat replaces instead of stacking. */
  tag: string;
  /** Where a click on the notification takes the player (a path of the game). */
  url: string;
  dueAt: number;
}

/** The details a notification's text may use, looked up from content by the job. */
export type ReminderDetails =
  | { kind: 'huntReady' }
  | { kind: 'coffinCharge'; charges: number; maxCharges: number }
  | { kind: 'missionEnding'; groundName: string | null; endsAt: number }
  | { kind: 'autoHunt'; result: number | null; enemyName: string | null };

/** Journal results (docs/game-rules.md): 1 draw, 2 victory, 3 loss, 4 no bait equipped. */
function autoHuntBody(result: number | null, enemyName: string | null): string {
  const enemy = enemyName ?? 'its prey';
  switch (result) {
    case 2:
      return `Your retainer defeated ${enemy}.`;
    case 3:
      return `Your retainer lost against ${enemy}.`;
    case 1:
      return `Your retainer fought ${enemy} to a draw.`;
    case 4:
      return 'Your retainer went out, but no bait was equipped.';
    default:
      return 'Your retainer went hunting.';
  }
}

export function buildReminderPayload(details: ReminderDetails, dueAt: number): ReminderPayload {
  const base = { kind: details.kind, tag: `vh-${details.kind}-${dueAt}`, dueAt };
  switch (details.kind) {
    case 'huntReady':
      return { ...base, title: 'Ready to hunt', body: 'Your hunt cooldown is over.', url: '/hunt' };
    case 'coffinCharge':
      return {
        ...base,
        title: 'A coffin charge is ready',
        body: `Coffin charges: ${details.charges} of ${details.maxCharges}.`,
        url: '/coffinhunt',
      };
    case 'missionEnding': {
      const minutes = Math.max(Math.round((details.endsAt - dueAt) / 60), 1);
      const where = details.groundName ? ` at ${details.groundName}` : '';
      return {
        ...base,
        title: 'Mission ends soon',
        body: `The mission${where} ends in ${minutes} minutes.`,
        url: '/',
      };
    }
    case 'autoHunt':
      return {
        ...base,
        title: 'Your retainer hunted',
        body: autoHuntBody(details.result, details.enemyName),
        url: '/journal',
      };
  }
}

/** Attempts at a delivery before it is given up, and the pause before each retry. */
export const REMINDER_MAX_ATTEMPTS = 4;
export function retryDelaySeconds(attempts: number): number {
  return 30 * 2 ** Math.max(attempts - 1, 0);
}
