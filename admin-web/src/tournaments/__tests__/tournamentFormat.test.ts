/// <reference types="jest" />
import { tournamentStateLabel } from '../tournamentFormat';

describe('tournamentStateLabel', () => {
  const at = Date.UTC(2026, 10, 27, 16, 5) / 1000;
  it('words each phase', () => {
    const base = { closesAt: at, endedEarly: false, resultsWritten: false };
    expect(tournamentStateLabel({ ...base, phase: 'UPCOMING' })).toBe('Upcoming: registration open');
    expect(tournamentStateLabel({ ...base, phase: 'RUNNING' })).toBe('Running: closes 2026-11-27 16:05 UTC');
    expect(tournamentStateLabel({ ...base, phase: 'ENDED' })).toBe(
      'Ended 2026-11-27 16:05 UTC · results pending',
    );
    expect(tournamentStateLabel({ ...base, phase: 'ENDED', endedEarly: true, resultsWritten: true })).toBe(
      'Ended early 2026-11-27 16:05 UTC · results written',
    );
  });
});
