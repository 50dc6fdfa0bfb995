/// <reference types="jest" />
import { countdownParts, countdownText, unitName } from '../countdown';

const DAY = 86_400;

describe('countdownParts', () => {
  it('shows days, hours and minutes', () => {
    expect(countdownParts(6 * DAY + 23 * 3600 + 59 * 60 + 59)).toEqual([
      { value: 6, unit: 'day' },
      { value: 23, unit: 'hour' },
      { value: 59, unit: 'minute' },
    ]);
  });

  it('keeps zero hours and minutes below a day that is left', () => {
    expect(countdownParts(2 * DAY)).toEqual([
      { value: 2, unit: 'day' },
      { value: 0, unit: 'hour' },
      { value: 0, unit: 'minute' },
    ]);
  });

  it('drops the days, then the hours, once they are gone', () => {
    expect(countdownParts(5 * 3600 + 3 * 60)).toEqual([
      { value: 5, unit: 'hour' },
      { value: 3, unit: 'minute' },
    ]);
    expect(countdownParts(61)).toEqual([{ value: 1, unit: 'minute' }]);
  });

  it('counts the seconds within the last minute, down to 0, never below', () => {
    expect(countdownParts(59.9)).toEqual([{ value: 59, unit: 'second' }]);
    expect(countdownParts(0)).toEqual([{ value: 0, unit: 'second' }]);
    expect(countdownParts(-12)).toEqual([{ value: 0, unit: 'second' }]);
  });
});

describe('countdownText', () => {
  it('names each unit, singular for one', () => {
    expect(countdownText(countdownParts(DAY + 3600 + 60))).toBe('1 day, 1 hour, 1 minute');
    expect(countdownText(countdownParts(3 * DAY + 2 * 3600 + 7 * 60))).toBe('3 days, 2 hours, 7 minutes');
    expect(countdownText(countdownParts(1))).toBe('1 second');
  });

  it('says 0 seconds at the end', () => {
    expect(unitName({ value: 0, unit: 'second' })).toBe('seconds');
  });
});
