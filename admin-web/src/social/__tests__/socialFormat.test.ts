/// <reference types="jest" />
import {
  covenStateLabel,
  expeditionProgress,
  expeditionStateLabel,
  playerName,
  roleLabel,
  utcMinuteOf,
} from '../socialFormat';

describe('social format', () => {
  it('words instants in UTC to the minute', () => {
    expect(utcMinuteOf('2026-11-27T17:40:51.661Z')).toBe('2026-11-27 17:40 UTC');
    expect(utcMinuteOf('2026-11-27T18:40:00+01:00')).toBe('2026-11-27 17:40 UTC');
    expect(utcMinuteOf(null)).toBe('-');
    expect(utcMinuteOf('soon')).toBe('-');
  });

  it('words roles and covens', () => {
    expect(roleLabel('CAPTAIN')).toBe('Captain');
    expect(roleLabel('OFFICER')).toBe('Officer');
    expect(covenStateLabel({ open: true, disbandedAt: null })).toBe('Open to join requests');
    expect(covenStateLabel({ open: false })).toBe('By invitation only');
    expect(covenStateLabel({ open: true, disbandedAt: '2026-11-28T09:05:00Z' })).toBe(
      'Disbanded 2026-11-28 09:05 UTC',
    );
    expect(playerName({ name: null })).toBe('Deleted player');
    expect(playerName({ name: 'vlad' })).toBe('vlad');
  });

  it('words expeditions', () => {
    const base = { endsAt: '2026-11-30T12:00:00Z', finishedAt: null };
    expect(expeditionStateLabel({ ...base, status: 'RUNNING' })).toBe('Running until 2026-11-30 12:00 UTC');
    expect(expeditionStateLabel({ ...base, status: 'COMPLETED', finishedAt: '2026-11-29T08:30:00Z' })).toBe(
      'Completed 2026-11-29 08:30 UTC',
    );
    expect(expeditionStateLabel({ ...base, status: 'FAILED' })).toBe('Failed 2026-11-30 12:00 UTC');
    // A target caught beyond its need counts what it needed.
    expect(
      expeditionProgress([
        { required: 3, caught: 5 },
        { required: 4, caught: 1 },
      ]),
    ).toBe('4 of 7 caught');
  });
});
