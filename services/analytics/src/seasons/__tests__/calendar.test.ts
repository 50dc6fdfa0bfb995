import { DAY_MS, firstWindow, followingWindow, nextBoundary, type Schedule } from '../calendar';

const MONDAY = Date.parse('2026-01-05T00:00:00Z');
const FOUR_WEEKS: Schedule = { anchorMs: MONDAY, lengthDays: 28 };

describe('season calendar', () => {
  it('puts boundaries on the anchor plus whole lengths, before and after it', () => {
    expect(nextBoundary(FOUR_WEEKS, MONDAY)).toBe(MONDAY + 28 * DAY_MS);
    expect(nextBoundary(FOUR_WEEKS, MONDAY - 1)).toBe(MONDAY);
    expect(nextBoundary(FOUR_WEEKS, MONDAY - 28 * DAY_MS)).toBe(MONDAY);
  });

  it('starts the first season on the period holding now, a Monday 00:00 UTC by default', () => {
    const now = Date.parse('2026-11-27T14:00:00Z');
    const window = firstWindow(FOUR_WEEKS, now);
    expect(new Date(window.startsAtMs).toISOString()).toBe('2026-11-09T00:00:00.000Z');
    expect(new Date(window.endsAtMs).toISOString()).toBe('2026-12-07T00:00:00.000Z');
    expect(new Date(window.startsAtMs).getUTCDay()).toBe(1);
  });

  it('follows an early end with a season up to the next boundary at least a day away', () => {
    const boundary = Date.parse('2026-12-07T00:00:00Z');
    expect(followingWindow(FOUR_WEEKS, boundary)).toEqual({
      startsAtMs: boundary,
      endsAtMs: boundary + 28 * DAY_MS,
    });
    const early = boundary - 2 * DAY_MS;
    expect(followingWindow(FOUR_WEEKS, early).endsAtMs).toBe(boundary);
    const hoursBefore = boundary - 3_600_000;
    expect(followingWindow(FOUR_WEEKS, hoursBefore).endsAtMs).toBe(boundary + 28 * DAY_MS);
  });
});
