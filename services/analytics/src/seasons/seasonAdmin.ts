/** Admins' season actions: the schedule and ending a season now, each audited in its transaction. */
import {
  ConflictError,
  NotFoundError,
  ValidationError,
  recordAdminChange,
  requireAdmin,
  type Caller,
} from '@vh/kit';
import { recordEndedNow } from '../competition/shared';
import type { AnalyticsDeps } from '../deps';
import { MAX_LENGTH_DAYS, MIN_LENGTH_DAYS, type Schedule } from './calendar';
import type { SeasonRow } from './seasonRepository';

/** Anchors are kept to instants a person would set: 2020 to 2100. */
const ANCHOR_MIN_S = Date.UTC(2020, 0, 1) / 1000;
const ANCHOR_MAX_S = Date.UTC(2100, 0, 1) / 1000;

const scheduleView = (schedule: Schedule) => ({
  anchor: Math.floor(schedule.anchorMs / 1000),
  lengthDays: schedule.lengthDays,
});

export async function seasonSchedule(deps: AnalyticsDeps, caller: Caller) {
  requireAdmin(caller.viewer);
  return scheduleView(await deps.seasons.schedule());
}

export function checkedSchedule(anchor: number, lengthDays: number): Schedule {
  if (!Number.isInteger(lengthDays) || lengthDays < MIN_LENGTH_DAYS || lengthDays > MAX_LENGTH_DAYS) {
    throw new ValidationError(
      `lengthDays must be a whole number from ${MIN_LENGTH_DAYS} to ${MAX_LENGTH_DAYS}`,
    );
  }
  if (!Number.isInteger(anchor) || anchor < ANCHOR_MIN_S || anchor > ANCHOR_MAX_S) {
    throw new ValidationError('anchor must be epoch seconds from 2020-01-01 to 2100-01-01 (UTC)');
  }
  return { anchorMs: anchor * 1000, lengthDays };
}

/** Sets the schedule; the current season keeps its end and the next ones follow the new calendar. */
export async function updateSeasonSchedule(
  deps: AnalyticsDeps,
  caller: Caller,
  anchor: number,
  lengthDays: number,
) {
  const admin = requireAdmin(caller.viewer);
  const schedule = checkedSchedule(anchor, lengthDays);
  await deps.db.transaction(async (trx) => {
    const before = await deps.seasons.schedule(trx);
    await deps.seasons.saveSchedule(trx, schedule);
    await recordAdminChange(trx, {
      actor: admin,
      entity: 'SeasonSchedule',
      entityId: 1,
      action: 'updated',
      before: scheduleView(before),
      after: scheduleView(schedule),
      requestId: caller.requestId,
    });
  });
  return scheduleView(schedule);
}

/**
 * Ends the live season at this moment: hunts from now count for the next season, which starts at
 * once. Its standings are archived by the season job a few seconds later. 409 when it has ended.
 */
export async function endSeasonNow(deps: AnalyticsDeps, caller: Caller, number: number): Promise<SeasonRow> {
  const admin = requireAdmin(caller.viewer);
  return deps.db.transaction(async (trx) => {
    const season = await deps.seasons.lock(trx, number);
    if (!season) throw new NotFoundError(`Season ${number} not found`);
    if (season.ends_at.getTime() <= Date.now()) throw new ConflictError(`Season ${number} has already ended`);
    const ended = await deps.seasons.endNow(trx, season);
    await recordEndedNow(trx, {
      admin,
      caller,
      entity: 'Season',
      id: number,
      endedBefore: season.ends_at,
      endsAt: ended.ends_at,
    });
    return ended;
  });
}
