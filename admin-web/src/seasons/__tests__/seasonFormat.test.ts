/// <reference types="jest" />
import { epochOfUtcInput, reachedAtText, seasonStateLabel, utcInputValue, utcWindow } from '../seasonFormat';

// Monday 23 November 2026 00:00 UTC.
const MONDAY = Date.UTC(2026, 10, 23) / 1000;

describe('the anchor input', () => {
  it('shows an instant as UTC', () => {
    expect(utcInputValue(MONDAY)).toBe('2026-11-23T00:00');
    expect(utcInputValue(MONDAY + 9 * 3600 + 30 * 60 + 59)).toBe('2026-11-23T09:30');
  });

  it('reads its value as UTC, whatever the browser time zone', () => {
    expect(epochOfUtcInput('2026-11-23T00:00')).toBe(MONDAY);
    expect(epochOfUtcInput('2026-11-23T09:30:15')).toBe(MONDAY + 9 * 3600 + 30 * 60 + 15);
    expect(epochOfUtcInput(utcInputValue(MONDAY))).toBe(MONDAY);
  });

  it('reads nothing from an incomplete or impossible value', () => {
    expect(epochOfUtcInput('')).toBeNull();
    expect(epochOfUtcInput('2026-11-23')).toBeNull();
    expect(epochOfUtcInput('2026-13-40T00:00')).toBeNull();
  });
});

describe('utcWindow', () => {
  it('shows both ends to the minute, in UTC', () => {
    expect(utcWindow(MONDAY, MONDAY + 7 * 86_400)).toBe('2026-11-23 00:00 – 2026-11-30 00:00 UTC');
  });
});

describe('seasonStateLabel', () => {
  it('names where a season stands', () => {
    expect(seasonStateLabel({ ended: false, endedEarly: false, archived: false })).toBe('live');
    expect(seasonStateLabel({ ended: true, endedEarly: false, archived: false })).toBe('ended');
    expect(seasonStateLabel({ ended: true, endedEarly: false, archived: true })).toBe('archived');
  });

  it('says when an admin ended it early', () => {
    expect(seasonStateLabel({ ended: true, endedEarly: true, archived: true })).toBe(
      'archived (ended early)',
    );
  });
});

describe('reachedAtText', () => {
  it('shows the instant to the second in UTC, or a dash', () => {
    expect(reachedAtText(MONDAY * 1000 + 61_500)).toBe('2026-11-23 00:01:01 UTC');
    expect(reachedAtText(null)).toBe('-');
  });
});
