import { DAY_SECONDS, type AnalyticsEntry } from './analyticsRecord';

/** The chart ranges offered, in days ending with today (UTC). */
export const CHART_RANGES = [30, 90, 365] as const;
export type ChartRange = (typeof CHART_RANGES)[number];

const SHORT_DAY = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** An axis tick's day ('Nov 24'): the full 'YYYY-MM-DD' would not fit beneath a year of days. */
export function shortDay(day: string): string {
  return SHORT_DAY.format(new Date(`${day}T00:00:00Z`));
}

/** One package's purchases per day of the range, for the stacked purchases chart. */
export interface PackageSeries {
  packageId: number;
  label: string;
  data: number[];
}

/** The records of a range as chart series: one value per day, oldest first, aligned with `days`. */
export interface ChartData {
  days: string[];
  users: number[];
  activeDaily: number[];
  activeWeek: number[];
  activeMonth: number[];
  silver: number[];
  gold: number[];
  platinum: number[];
  purchases: PackageSeries[];
}

/** The entries of the last `days` UTC days through the day of `nowMs`, oldest first. */
export function entriesWithin(
  entries: readonly AnalyticsEntry[],
  days: number,
  nowMs: number,
): AnalyticsEntry[] {
  const today = Math.floor(nowMs / 1000 / DAY_SECONDS) * DAY_SECONDS;
  const first = today - (days - 1) * DAY_SECONDS;
  return entries
    .filter((entry) => entry.timestamp >= first && entry.timestamp <= today)
    .sort((a, b) => a.timestamp - b.timestamp);
}

/** Every package bought in the range, by id, with 0 on the days it was not bought. */
function purchaseSeries(entries: readonly AnalyticsEntry[]): PackageSeries[] {
  const labels = new Map<number, string>();
  for (const entry of entries) for (const line of entry.purchases) labels.set(line.packageId, line.name);
  return [...labels]
    .sort(([a], [b]) => a - b)
    .map(([packageId, label]) => ({
      packageId,
      label,
      data: entries.map((entry) => entry.purchases.find((line) => line.packageId === packageId)?.amount ?? 0),
    }));
}

/** Shapes entries (oldest first, as entriesWithin answers) into the charts' series. */
export function chartData(entries: readonly AnalyticsEntry[]): ChartData {
  const series = (value: (entry: AnalyticsEntry) => number) => entries.map(value);
  return {
    days: entries.map((entry) => entry.day),
    users: series((entry) => entry.users),
    activeDaily: series((entry) => entry.usersActive),
    activeWeek: series((entry) => entry.usersActiveWeek),
    activeMonth: series((entry) => entry.usersActiveMonth),
    silver: series((entry) => entry.silverSubsActive),
    gold: series((entry) => entry.goldSubsActive),
    platinum: series((entry) => entry.platSubsActive),
    purchases: purchaseSeries(entries),
  };
}

/** The y axis of a chart of counts, as x-charts takes it. */
export interface CountAxis {
  min: 0;
  tickMinStep: 1;
  max?: 1;
}

/**
 * The y axis of counts (users, subscriptions, purchases): from 0 in whole steps. Over days that all
 * count 0 it reaches 1: an axis from 0 to 0 gets one tick labelled with a fraction ('0.0…').
 */
export function countAxis(series: readonly (readonly number[])[]): CountAxis {
  const counted = series.some((values) => values.some((value) => value > 0));
  return counted ? { min: 0, tickMinStep: 1 } : { min: 0, tickMinStep: 1, max: 1 };
}
