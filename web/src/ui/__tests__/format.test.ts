/// <reference types="jest" />
import { cutName, minutesSeconds, missionCountdown, shorten, usd } from '../format';

describe('shorten', () => {
  it('leaves values below the default threshold of 1,000 as they are', () => {
    expect(shorten(0)).toBe('0');
    expect(shorten(999)).toBe('999');
    expect(shorten(-999)).toBe('-999');
  });

  it('shortens from the threshold on, with two decimals and K, M or B', () => {
    expect(shorten(1000)).toBe('1.00K');
    expect(shorten(1234)).toBe('1.23K');
    expect(shorten(1234567)).toBe('1.23M');
    expect(shorten(1_000_000)).toBe('1.00M');
    expect(shorten(2_500_000_000)).toBe('2.50B');
    expect(shorten(-1500)).toBe('-1.50K');
  });

  it('keeps B as the largest unit', () => {
    expect(shorten(1_234_000_000_000)).toBe('1234.00B');
  });

  it('waits for 10,000 with the XP threshold', () => {
    expect(shorten(9999, 10_000)).toBe('9999');
    expect(shorten(10_000, 10_000)).toBe('10.00K');
    expect(shorten(12_345, 10_000)).toBe('12.35K');
  });

  it('waits for 100,000 with the currency threshold', () => {
    expect(shorten(99_999, 100_000)).toBe('99999');
    expect(shorten(100_000, 100_000)).toBe('100.00K');
    expect(shorten(4_560_000, 100_000)).toBe('4.56M');
  });

  it('moves to the next unit when rounding reaches 1,000 of the smaller one', () => {
    expect(shorten(999_999)).toBe('1.00M');
    expect(shorten(999_995)).toBe('1.00M');
    expect(shorten(999_994)).toBe('999.99K');
    expect(shorten(999_999_999)).toBe('1.00B');
    expect(shorten(-999_999)).toBe('-1.00M');
  });
});

describe('minutesSeconds', () => {
  it('pads the seconds to two digits', () => {
    expect(minutesSeconds(0)).toBe('0:00');
    expect(minutesSeconds(5)).toBe('0:05');
    expect(minutesSeconds(65)).toBe('1:05');
    expect(minutesSeconds(600)).toBe('10:00');
  });

  it('keeps counting minutes past an hour', () => {
    expect(minutesSeconds(3600)).toBe('60:00');
  });

  it('rounds a fraction up so the countdown never shows 0:00 while time is left', () => {
    expect(minutesSeconds(0.2)).toBe('0:01');
    expect(minutesSeconds(59.5)).toBe('1:00');
  });

  it('clamps negative remaining time to 0:00', () => {
    expect(minutesSeconds(-12)).toBe('0:00');
  });
});

describe('missionCountdown', () => {
  it('shows only seconds within the last minute', () => {
    expect(missionCountdown(0)).toBe('0s');
    expect(missionCountdown(59)).toBe('59s');
    expect(missionCountdown(59.9)).toBe('59s');
    expect(missionCountdown(-5)).toBe('0s');
  });

  it('shows minutes without seconds from a full minute on', () => {
    expect(missionCountdown(60)).toBe('1m');
    expect(missionCountdown(119)).toBe('1m');
    expect(missionCountdown(3599)).toBe('59m');
  });

  it('adds hours, keeping a zero minute count', () => {
    expect(missionCountdown(3600)).toBe('1h 0m');
    expect(missionCountdown(2 * 3600 + 5 * 60 + 30)).toBe('2h 5m');
  });

  it('adds days, keeping zero hours between days and minutes', () => {
    expect(missionCountdown(86_400)).toBe('1d 0h 0m');
    expect(missionCountdown(86_400 + 3600 + 60 + 1)).toBe('1d 1h 1m');
    expect(missionCountdown(3 * 86_400 + 7 * 60)).toBe('3d 0h 7m');
  });
});

describe('cutName', () => {
  it('keeps names of up to 14 characters', () => {
    expect(cutName('')).toBe('');
    expect(cutName('Van Helsing')).toBe('Van Helsing');
    expect(cutName('abcdefghijklmn')).toBe('abcdefghijklmn');
  });

  it('cuts longer names at 14 characters and adds an ellipsis', () => {
    expect(cutName('abcdefghijklmno')).toBe('abcdefghijklmn...');
    expect(cutName('Abraham Van Helsing the Elder')).toBe('Abraham Van He...');
  });

  it('takes another length', () => {
    expect(cutName('Carmilla', 4)).toBe('Carm...');
    expect(cutName('Carm', 4)).toBe('Carm');
  });
});

describe('usd', () => {
  it('shows US dollars with two decimals', () => {
    expect(usd(9.99)).toBe('9.99 USD');
    expect(usd(50)).toBe('50.00 USD');
    expect(usd(0)).toBe('0.00 USD');
  });
});
