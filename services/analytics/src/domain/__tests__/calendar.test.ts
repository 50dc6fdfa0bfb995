import { daysToCompute, retentionCutoff } from '../calendar';

describe('daily records', () => {
  const now = Date.parse('2026-11-21T15:00:00Z');

  it('recomputes from the day before the last recorded one (late events) through today', () => {
    expect(daysToCompute('2026-11-01', '2026-11-20', now)).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
    ]);
  });

  it('starts at the first event when nothing is recorded, and does nothing before any event', () => {
    expect(daysToCompute('2026-11-20', null, now)).toEqual(['2026-11-20', '2026-11-21']);
    expect(daysToCompute(null, null, now)).toEqual([]);
  });

  it('keeps 26 months', () => {
    expect(retentionCutoff(now)).toBe('2024-09-21');
  });
});
