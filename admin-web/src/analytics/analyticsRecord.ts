import type { AdminAnalyticsRecordsQuery } from '../__generated__/graphql';

export type DailyRecord = AdminAnalyticsRecordsQuery['analyticsRecords'][number];
type PackageInfo = AdminAnalyticsRecordsQuery['premiumPackages'][number];

/** A row of the detail's Purchases list (spec 002 section 2.10). */
export interface PurchaseLine {
  /** The package id again: react-admin's lists key their rows by id (one line per package a day). */
  id: number;
  packageId: number;
  name: string;
  /** US dollars; null when the package no longer exists. */
  price: number | null;
  amount: number;
}

/** A daily record as the viewer shows it: its UTC day, and purchases named after their packages. */
export interface AnalyticsEntry extends Omit<DailyRecord, 'purchases'> {
  day: string;
  purchases: PurchaseLine[];
}

/** A year of days and a little more: the longest chart range needs no second request. */
export const RECORD_LIMIT = 400;
export const DAY_SECONDS = 86_400;

/** 'YYYY-MM-DD' of an epoch-seconds instant, in UTC (the records' days are UTC days). */
function utcDay(timestamp: number): string {
  return new Date(timestamp * 1000).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD HH:MM:SS UTC' of an epoch-seconds instant. */
export function utcDateTime(timestamp: number): string {
  const iso = new Date(timestamp * 1000).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

export function formatUsd(price: number | null): string {
  return price === null ? '-' : `$${price.toFixed(2)}`;
}

/** A package deleted since its purchases were counted keeps its id and is named as such. */
function packageName(packageId: number, packages: ReadonlyMap<number, PackageInfo>): string {
  return packages.get(packageId)?.name ?? `Deleted package ${packageId}`;
}

function packagesById(packages: readonly PackageInfo[]): Map<number, PackageInfo> {
  return new Map(packages.map((info) => [info.id, info]));
}

/** The server's answer as the viewer's entries, newest first as the server sends them. */
export function analyticsEntries(answer: AdminAnalyticsRecordsQuery): AnalyticsEntry[] {
  const packages = packagesById(answer.premiumPackages);
  return answer.analyticsRecords.map((record) => ({
    ...record,
    day: utcDay(record.timestamp),
    purchases: record.purchases.map(({ packageId, amount }) => ({
      id: packageId,
      packageId,
      name: packageName(packageId, packages),
      price: packages.get(packageId)?.usd ?? null,
      amount,
    })),
  }));
}
