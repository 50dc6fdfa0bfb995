/// <reference types="jest" />
import { optionalText, weekStateLabel, wholeNumber } from '../leagueFormat';

describe('league format', () => {
  it('words a week state', () => {
    const base = { ended: false, endedEarly: false, resultsWritten: false, paid: false };
    expect(weekStateLabel(base)).toBe('running');
    expect(weekStateLabel({ ...base, ended: true })).toBe('ended · results pending');
    expect(weekStateLabel({ ...base, ended: true, endedEarly: true, resultsWritten: true })).toBe(
      'ended early · results written · paying',
    );
    expect(weekStateLabel({ ...base, ended: true, resultsWritten: true, paid: true })).toBe(
      'ended · results written · paid',
    );
  });
  it('reads whole numbers and optional text', () => {
    expect(wholeNumber(' 12 ')).toBe(12);
    expect(wholeNumber('-3')).toBe(-3);
    expect(wholeNumber('1.5')).toBeNull();
    expect(wholeNumber('')).toBeNull();
    expect(optionalText('  ')).toBeNull();
    expect(optionalText(' VGC ')).toBe('VGC');
  });
});
