/**
 * The consumer's part of leagues, in each batch's transaction: the players' own hunts are counted
 * per day (activity), and every hunt (the retainer's included) scores league points in the week
 * holding it, at most the daily cap per UTC day, so hunting beyond what the cooldown and a
 * retainer allow gains nothing. A player who starts hunting mid-week joins a cohort then.
 */
import type { Knex } from '@vh/kit';
import type { AnalyticsDeps } from '../deps';
import type { MemberRow, WeekRow } from './leagueRepository';
import { ensureWeekHolding } from './leagueWeeks';
import { cappedGain, pointsForResult, type PointSettings } from './rules';

export interface LeagueHunt {
  userId: string;
  at: Date;
  /** The game's combat result (1 draw, 2 win, 3 loss). */
  result: number;
  /** Played by the retainer: points, but not activity. */
  autoHunt: boolean;
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Up to when this process knows a placed week exists: batches before it skip the query. An end-now
 * moves a week's end earlier; a hunt past every open week (applyLeagueHunts) forgets it and retries
 * its batch, which then places the next week.
 */
let weeksKnownUntilMs = 0;

/** Makes sure a week holds the newest hunt of a batch (before its transaction takes locks). */
export async function ensureWeeksFor(deps: AnalyticsDeps, instants: readonly Date[]): Promise<void> {
  if (instants.length === 0) return;
  const newest = Math.max(...instants.map((at) => at.getTime()));
  if (newest < weeksKnownUntilMs) return;
  weeksKnownUntilMs = (await ensureWeekHolding(deps, new Date(newest))).getTime();
}

/** The league settings, read at most every SETTINGS_TTL_MS (an admin's change applies within it). */
const SETTINGS_TTL_MS = 5_000;
let settingsRead: { atMs: number; settings: PointSettings } | null = null;

/** Forgets what this process knows of weeks and settings (a test that empties the tables calls it). */
export function forgetKnownWeeks(): void {
  weeksKnownUntilMs = 0;
  settingsRead = null;
}

async function currentSettings(deps: AnalyticsDeps, trx: Knex.Transaction): Promise<PointSettings> {
  if (!settingsRead || Date.now() - settingsRead.atMs >= SETTINGS_TTL_MS) {
    settingsRead = { atMs: Date.now(), settings: await deps.leagues.settings(trx) };
  }
  return settingsRead.settings;
}

export async function applyLeagueHunts(
  deps: AnalyticsDeps,
  trx: Knex.Transaction,
  hunts: readonly LeagueHunt[],
): Promise<void> {
  if (hunts.length === 0) return;
  await deps.leagues.countHunts(
    trx,
    hunts.filter((hunt) => !hunt.autoHunt),
  );
  const weeks = await deps.leagues.open(trx);
  const openUntilMs = Math.max(0, ...weeks.map((week) => week.ends_at.getTime()));
  if (Math.max(...hunts.map((hunt) => hunt.at.getTime())) >= openUntilMs) {
    weeksKnownUntilMs = 0;
    throw new Error('no open league week holds a hunt yet: the batch is retried once it is placed');
  }
  const settings = await currentSettings(deps, trx);
  for (const week of weeks) {
    const inWeek = hunts.filter((hunt) => hunt.at >= week.starts_at && hunt.at < week.ends_at);
    if (inWeek.length > 0) await scoreWeek(deps, trx, week, inWeek, settings);
  }
}

async function scoreWeek(
  deps: AnalyticsDeps,
  trx: Knex.Transaction,
  week: WeekRow,
  hunts: readonly LeagueHunt[],
  settings: PointSettings,
): Promise<void> {
  const userIds = [...new Set(hunts.map((hunt) => hunt.userId))].sort();
  const members = await deps.leagues.members(trx, week.id, userIds);
  for (const userId of userIds) {
    if (members.has(userId)) continue;
    const joined = await deps.leagues.joinLate(trx, week.id, userId, week.starts_at);
    if (joined) members.set(userId, joined);
  }
  const days = await deps.leagues.dayPoints(trx, week.id, userIds);
  const changedDays = new Map<string, { userId: string; day: string; points: number }>();
  const changed = new Map<string, MemberRow>();
  for (const hunt of [...hunts].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const member = changed.get(hunt.userId) ?? members.get(hunt.userId);
    if (!member) continue;
    const day = dayOf(hunt.at);
    const key = `${hunt.userId}:${day}`;
    const held = days.get(key) ?? 0;
    const gain = cappedGain(held, pointsForResult(hunt.result, settings), settings.dailyCap);
    if (gain <= 0) continue;
    days.set(key, held + gain);
    changedDays.set(key, { userId: hunt.userId, day, points: held + gain });
    changed.set(hunt.userId, { ...member, points: member.points + gain, points_at: hunt.at });
  }
  await deps.leagues.saveDays(trx, week.id, [...changedDays.values()]);
  await deps.leagues.savePoints(trx, week.id, [...changed.values()]);
}
