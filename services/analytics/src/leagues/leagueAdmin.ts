/** Admins' league settings and end-now, each audited in its transaction. */
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
import type { TierRow, WeekRow } from './leagueRepository';
import type { PointSettings } from './rules';

const MAX_ZONE = 25;
const MAX_REWARD_PLACES = 50;
const MAX_AMOUNT = 1_000_000;
const MAX_POINTS = 1_000;
const MAX_DAILY_CAP = 100_000;
const MAX_NAME = 40;
const CURRENCY = /^[A-Za-z0-9_]{1,32}$/;

function integerIn(value: number, name: string, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ValidationError(`${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

export interface TierInput {
  tier: number;
  name: string;
  promote: number;
  demote: number;
  rewardPlaces: number;
  rewardCurrency?: string | null;
  rewardCurrencyAmount: number;
  rewardItemId?: number | null;
  rewardItemAmount: number;
}

export function checkedTier(input: TierInput): TierRow {
  const name = input.name.trim();
  if (name.length === 0 || [...name].length > MAX_NAME || name.includes('\u0000')) {
    throw new ValidationError(`name must be 1 to ${MAX_NAME} characters`);
  }
  const currency = input.rewardCurrency?.trim() || null;
  if (currency !== null && !CURRENCY.test(currency)) {
    throw new ValidationError('rewardCurrency must be a currency short name (letters, digits, _)');
  }
  const itemId = input.rewardItemId ?? null;
  if (itemId !== null) integerIn(itemId, 'rewardItemId', 1, 2 ** 31 - 1);
  const row: TierRow = {
    tier: input.tier,
    name,
    promote: integerIn(input.promote, 'promote', 0, MAX_ZONE),
    demote: integerIn(input.demote, 'demote', 0, MAX_ZONE),
    reward_places: integerIn(input.rewardPlaces, 'rewardPlaces', 0, MAX_REWARD_PLACES),
    reward_currency: currency,
    reward_currency_amount: integerIn(input.rewardCurrencyAmount, 'rewardCurrencyAmount', 0, MAX_AMOUNT),
    reward_item_id: itemId,
    reward_item_amount: integerIn(input.rewardItemAmount, 'rewardItemAmount', 0, MAX_AMOUNT),
  };
  if (row.reward_currency_amount > 0 && !currency) {
    throw new ValidationError('rewardCurrency is needed with a rewardCurrencyAmount');
  }
  if (row.reward_item_amount > 0 && itemId === null) {
    throw new ValidationError('rewardItemId is needed with a rewardItemAmount');
  }
  return row;
}

export async function updateLeagueTier(
  deps: AnalyticsDeps,
  caller: Caller,
  input: TierInput,
): Promise<TierRow> {
  const admin = requireAdmin(caller.viewer);
  const row = checkedTier(input);
  return deps.db.transaction(async (trx) => {
    const before = await deps.leagues.lockTier(trx, row.tier);
    if (!before) throw new NotFoundError(`League tier ${row.tier} not found`);
    await deps.leagues.saveTier(trx, row);
    await recordAdminChange(trx, {
      actor: admin,
      entity: 'LeagueTier',
      entityId: row.tier,
      action: 'updated',
      before,
      after: row,
      requestId: caller.requestId,
    });
    return row;
  });
}

export function checkedSettings(input: PointSettings): PointSettings {
  return {
    winPoints: integerIn(input.winPoints, 'winPoints', 0, MAX_POINTS),
    drawPoints: integerIn(input.drawPoints, 'drawPoints', 0, MAX_POINTS),
    lossPoints: integerIn(input.lossPoints, 'lossPoints', 0, MAX_POINTS),
    dailyCap: integerIn(input.dailyCap, 'dailyCap', 1, MAX_DAILY_CAP),
  };
}

export async function updateLeagueSettings(deps: AnalyticsDeps, caller: Caller, input: PointSettings) {
  const admin = requireAdmin(caller.viewer);
  const settings = checkedSettings(input);
  await deps.db.transaction(async (trx) => {
    const before = await deps.leagues.settings(trx);
    await deps.leagues.saveSettings(trx, settings);
    await recordAdminChange(trx, {
      actor: admin,
      entity: 'LeagueSettings',
      entityId: 1,
      action: 'updated',
      before,
      after: settings,
      requestId: caller.requestId,
    });
  });
  return settings;
}

/** Ends the running week at this moment; results and rewards follow after the grace. */
export async function endLeagueWeekNow(deps: AnalyticsDeps, caller: Caller, id: number): Promise<WeekRow> {
  const admin = requireAdmin(caller.viewer);
  return deps.db.transaction(async (trx) => {
    const week = await deps.leagues.lock(trx, id);
    if (!week) throw new NotFoundError(`League week ${id} not found`);
    if (week.ends_at.getTime() <= Date.now()) throw new ConflictError(`League week ${id} has already ended`);
    const ended = await deps.leagues.endNow(trx, id);
    await recordEndedNow(trx, {
      admin,
      caller,
      entity: 'LeagueWeek',
      id,
      endedBefore: week.ends_at,
      endsAt: ended.ends_at,
    });
    return ended;
  });
}
