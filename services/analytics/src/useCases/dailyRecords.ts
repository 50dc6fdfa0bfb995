import { requireAdmin, type Caller } from '@vh/kit';
import type { AnalyticsDeps } from '../deps';
import { daysToCompute, retentionCutoff } from '../domain/calendar';

/**
 * The daily records job: today's record so far, and every day since the last run. Each day's
 * computation replaces the previous one of that day, so replicas running it together do no harm.
 */
export async function computeDailyRecords(deps: AnalyticsDeps, nowMs = Date.now()): Promise<number> {
  const [first, last] = await Promise.all([deps.stats.firstDay(), deps.stats.lastRecordedDay()]);
  const days = daysToCompute(first, last, nowMs);
  for (const day of days) await deps.stats.computeDay(day);
  await deps.stats.pruneBefore(retentionCutoff(nowMs));
  return days.length;
}

/** The daily records, newest first (admins only). */
export async function analyticsRecords(deps: AnalyticsDeps, caller: Caller, limit: number) {
  requireAdmin(caller.viewer);
  const rows = await deps.stats.records(Math.min(Math.max(limit, 1), 1000));
  return rows.map((row) => ({
    id: row.id,
    timestamp: Date.parse(`${row.day}T00:00:00Z`) / 1000,
    users: row.users,
    usersActiveWeek: row.users_active_week,
    usersActiveMonth: row.users_active_month,
    usersActive: row.users_active,
    silverSubsActive: row.silver_subs_active,
    goldSubsActive: row.gold_subs_active,
    platSubsActive: row.plat_subs_active,
    purchases: row.purchases,
  }));
}
