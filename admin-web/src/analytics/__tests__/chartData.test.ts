import { analyticsEntries, formatUsd, utcDateTime, type DailyRecord } from '../analyticsRecord';
import { chartData, countAxis, entriesWithin, shortDay } from '../chartData';

const DAY = 86_400;
const NOV_24 = Date.parse('2026-11-24T00:00:00Z') / 1000;

function record(id: number, timestamp: number, overrides: Partial<DailyRecord> = {}): DailyRecord {
  return {
    id,
    timestamp,
    users: 10 * id,
    usersActiveWeek: 5 * id,
    usersActiveMonth: 6 * id,
    usersActive: id,
    silverSubsActive: 1,
    goldSubsActive: 2,
    platSubsActive: 3,
    purchases: [],
    ...overrides,
  };
}

const PACKAGES = [
  { id: 7, name: 'Bat Hex Bundle', usd: 4.99 },
  { id: 3, name: 'Silver Subscription', usd: 9.5 },
];

describe('analytics entries', () => {
  it('names each purchase after its package, with its price, and keeps a deleted package by id', () => {
    const [entry] = analyticsEntries({
      analyticsRecords: [
        record(1, NOV_24, {
          purchases: [
            { packageId: 3, amount: 2 },
            { packageId: 99, amount: 1 },
          ],
        }),
      ],
      premiumPackages: PACKAGES,
    });
    expect(entry!.day).toBe('2026-11-24');
    expect(entry!.purchases).toEqual([
      { id: 3, packageId: 3, name: 'Silver Subscription', price: 9.5, amount: 2 },
      { id: 99, packageId: 99, name: 'Deleted package 99', price: null, amount: 1 },
    ]);
    expect(entry!.purchases.map((line) => formatUsd(line.price))).toEqual(['$9.50', '-']);
  });

  it('shows a timestamp as its UTC date and time', () => {
    expect(utcDateTime(NOV_24)).toBe('2026-11-24 00:00:00 UTC');
  });
});

describe('chart data', () => {
  const now = Date.parse('2026-11-24T15:30:00Z');
  // Newest first, as the server answers; one record from before the range and one from tomorrow.
  const entries = analyticsEntries({
    analyticsRecords: [
      record(5, NOV_24 + DAY),
      record(4, NOV_24, { purchases: [{ packageId: 7, amount: 2 }] }),
      record(3, NOV_24 - DAY, {
        purchases: [
          { packageId: 3, amount: 1 },
          { packageId: 7, amount: 1 },
        ],
      }),
      record(2, NOV_24 - 2 * DAY),
      record(1, NOV_24 - 30 * DAY),
    ],
    premiumPackages: PACKAGES,
  });

  it('keeps the days of the range through today, oldest first', () => {
    expect(entriesWithin(entries, 30, now).map((entry) => entry.day)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
    expect(entriesWithin(entries, 1, now).map((entry) => entry.id)).toEqual([4]);
    expect(entriesWithin(entries, 365, now).map((entry) => entry.id)).toEqual([1, 2, 3, 4]);
  });

  it('aligns every series with the days', () => {
    const data = chartData(entriesWithin(entries, 30, now));
    expect(data.days).toEqual(['2026-11-22', '2026-11-23', '2026-11-24']);
    expect(data.users).toEqual([20, 30, 40]);
    expect(data.activeDaily).toEqual([2, 3, 4]);
    expect(data.activeWeek).toEqual([10, 15, 20]);
    expect(data.activeMonth).toEqual([12, 18, 24]);
    expect([data.silver, data.gold, data.platinum]).toEqual([
      [1, 1, 1],
      [2, 2, 2],
      [3, 3, 3],
    ]);
  });

  it('gives every package bought in the range one series by id, 0 on days without it', () => {
    expect(chartData(entriesWithin(entries, 30, now)).purchases).toEqual([
      { packageId: 3, label: 'Silver Subscription', data: [0, 1, 0] },
      { packageId: 7, label: 'Bat Hex Bundle', data: [0, 1, 2] },
    ]);
  });

  it('labels axis ticks with short days', () => {
    expect(['2026-11-24', '2027-01-05'].map(shortDay)).toEqual(['Nov 24', 'Jan 5']);
  });

  it('has no series without records', () => {
    expect(chartData([])).toEqual({
      days: [],
      users: [],
      activeDaily: [],
      activeWeek: [],
      activeMonth: [],
      silver: [],
      gold: [],
      platinum: [],
      purchases: [],
    });
  });
});

describe('countAxis', () => {
  const zeros = [0, 0, 0];
  it('counts from 0 in whole steps, as high as the data goes', () => {
    expect(countAxis([[0, 3, 1]])).toEqual({ min: 0, tickMinStep: 1 });
    expect(countAxis([zeros, [0, 0, 2]])).toEqual({ min: 0, tickMinStep: 1 });
  });

  it('reaches 1 over days that all count 0, in one series or several, and with no day at all', () => {
    expect(countAxis([zeros])).toEqual({ min: 0, tickMinStep: 1, max: 1 });
    expect(countAxis([zeros, zeros, zeros])).toEqual({ min: 0, tickMinStep: 1, max: 1 });
    expect(countAxis([])).toEqual({ min: 0, tickMinStep: 1, max: 1 });
  });
});
