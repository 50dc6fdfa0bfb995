import { parseIsoInstant } from '../isoInstant';

const instant = (text: string) => parseIsoInstant(text)?.toISOString() ?? null;

describe('parseIsoInstant', () => {
  it('takes ISO 8601 date-times with an offset, to the minute, second or fraction', () => {
    expect(instant('2026-12-24T18:00:00Z')).toBe('2026-12-24T18:00:00.000Z');
    expect(instant('2026-12-24T18:00Z')).toBe('2026-12-24T18:00:00.000Z');
    expect(instant('2026-12-24T18:00:00.250Z')).toBe('2026-12-24T18:00:00.250Z');
    expect(instant('2026-12-24T18:00:00.123456789Z')).toBe('2026-12-24T18:00:00.123Z');
    expect(instant('2026-12-24T19:30:00+01:30')).toBe('2026-12-24T18:00:00.000Z');
    expect(instant('2026-12-24T13:00:00-05:00')).toBe('2026-12-24T18:00:00.000Z');
    expect(instant('2028-02-29T00:00:00Z')).toBe('2028-02-29T00:00:00.000Z');
    expect(instant(new Date(Date.UTC(2026, 11, 24, 18)).toISOString())).toBe('2026-12-24T18:00:00.000Z');
  });

  it('refuses what Date.parse would take otherwise', () => {
    for (const text of [
      'Dec 24 2026',
      'Thu, 24 Dec 2026 18:00:00 GMT',
      '2026-12-24',
      '2026-12-24T18:00:00',
      '2026-12-24 18:00:00Z',
      '1798761600000',
      '+002026-12-24T18:00:00Z',
      ' 2026-12-24T18:00:00Z',
      '2026-12-24T18:00:00+0100',
    ])
      expect(instant(text)).toBeNull();
  });

  it('refuses dates and times no calendar has', () => {
    for (const text of [
      '2026-02-30T00:00:00Z',
      '2026-02-29T00:00:00Z',
      '2026-04-31T00:00:00Z',
      '2026-13-01T00:00:00Z',
      '2026-00-10T00:00:00Z',
      '2026-12-24T24:00:00Z',
      '2026-12-24T18:60:00Z',
      '2026-12-24T18:00:60Z',
      '2026-12-24T18:00:00+24:00',
      '2026-12-24T18:00:00+01:60',
    ])
      expect(instant(text)).toBeNull();
  });
});
