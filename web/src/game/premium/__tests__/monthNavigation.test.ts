/// <reference types="jest" />
import {
  monthIndex,
  monthKey,
  monthLabel,
  monthOfSeconds,
  neighbourMonth,
  packageMonth,
  packageMonths,
  startMonth,
} from '../monthNavigation';

const may2026 = monthIndex(2026, 5);

describe('month numbers', () => {
  it('count months across years', () => {
    expect(monthIndex(2026, 1) - monthIndex(2025, 12)).toBe(1);
    expect(monthLabel(monthIndex(2025, 12))).toBe('December 2025');
    expect(monthLabel(monthIndex(2026, 1))).toBe('January 2026');
    expect(monthKey(monthIndex(2026, 3))).toBe('2026-03');
    expect(monthKey(monthIndex(2026, 12))).toBe('2026-12');
  });

  it('read a package’s month, null without one', () => {
    expect(packageMonth({ month: 5, year: 2026 })).toBe(may2026);
    expect(packageMonth({ month: null, year: null })).toBeNull();
    expect(packageMonth({})).toBeNull();
  });

  it('take the server time’s month in UTC', () => {
    expect(monthOfSeconds(Date.UTC(2026, 4, 31, 23, 59, 59) / 1000)).toBe(may2026);
    expect(monthOfSeconds(Date.UTC(2026, 5, 1, 0, 0, 0) / 1000)).toBe(may2026 + 1);
  });
});

describe('packageMonths', () => {
  it('lists each month with packages once, in order', () => {
    const packages = [
      { month: 7, year: 2026 },
      { month: 5, year: 2026 },
      { month: 7, year: 2026 },
      { month: 12, year: 2025 },
      { month: null, year: null },
    ];
    expect(packageMonths(packages)).toEqual([monthIndex(2025, 12), may2026, may2026 + 2]);
  });
});

describe('startMonth', () => {
  it('opens at the current month when it has packages', () => {
    expect(startMonth([may2026 - 1, may2026, may2026 + 1], may2026)).toBe(may2026);
  });

  it('otherwise opens at the nearest month with packages', () => {
    expect(startMonth([may2026 - 3, may2026 + 2], may2026)).toBe(may2026 + 2);
    expect(startMonth([may2026 - 1, may2026 + 4], may2026)).toBe(may2026 - 1);
  });

  it('prefers the coming month on a tie', () => {
    expect(startMonth([may2026 - 1, may2026 + 1], may2026)).toBe(may2026 + 1);
  });

  it('has nothing to open without packages', () => {
    expect(startMonth([], may2026)).toBeNull();
  });
});

describe('neighbourMonth', () => {
  const months = [may2026 - 2, may2026, may2026 + 1];

  it('leads to the neighbouring month with packages', () => {
    expect(neighbourMonth(months, may2026, 1)).toBe(may2026 + 1);
    expect(neighbourMonth(months, may2026, -1)).toBe(may2026 - 2);
  });

  it('is disabled (null) when no month with packages lies that way', () => {
    expect(neighbourMonth(months, may2026 + 1, 1)).toBeNull();
    expect(neighbourMonth(months, may2026 - 2, -1)).toBeNull();
    expect(neighbourMonth([may2026], may2026, 1)).toBeNull();
    expect(neighbourMonth([may2026], may2026, -1)).toBeNull();
  });
});
