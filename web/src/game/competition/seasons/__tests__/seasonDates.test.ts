/// <reference types="jest" />
import { seasonInstant, seasonWindow } from '../seasonDates';

// Monday 23 November 2026 00:00 UTC and a week later.
const MONDAY = Date.UTC(2026, 10, 23) / 1000;
const NEXT_MONDAY = MONDAY + 7 * 86_400;
const UTC = { locale: 'en-GB', timeZone: 'UTC' };
// Intl puts thin spaces around a range's dash; plain spaces read the same.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('seasonWindow', () => {
  it('shows a week as a date range', () => {
    expect(plain(seasonWindow(MONDAY, NEXT_MONDAY, UTC))).toBe('23 – 30 Nov 2026');
  });

  it('names both months and years where they differ', () => {
    const newYear = Date.UTC(2026, 11, 28) / 1000;
    expect(plain(seasonWindow(newYear, newYear + 7 * 86_400, UTC))).toBe('28 Dec 2026 – 4 Jan 2027');
  });

  it('follows the time zone', () => {
    const newYork = { locale: 'en-GB', timeZone: 'America/New_York' };
    expect(plain(seasonWindow(MONDAY, NEXT_MONDAY, newYork))).toBe('22 – 29 Nov 2026');
  });
});

describe('seasonInstant', () => {
  it('shows the date and the time', () => {
    expect(seasonInstant(NEXT_MONDAY, UTC)).toBe('30 Nov 2026, 00:00');
    expect(seasonInstant(NEXT_MONDAY, { locale: 'en-GB', timeZone: 'Europe/Berlin' })).toBe(
      '30 Nov 2026, 01:00',
    );
  });
});
