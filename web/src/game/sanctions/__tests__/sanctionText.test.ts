import { sanctionBites, sanctionKindLabel, sanctionPeriod } from '../sanctionText';

describe('sanction text', () => {
  it('says until when, permanent, lifted or ended', () => {
    const end = '2026-12-01T10:30:00.000Z';
    expect(sanctionPeriod({ endsAt: end, inForce: true })).toBe('Until 2026-12-01 10:30 UTC');
    expect(sanctionPeriod({ endsAt: end, inForce: false })).toBe('Ended 2026-12-01 10:30 UTC');
    expect(sanctionPeriod({ endsAt: null, inForce: true })).toBe('Permanent');
    expect(sanctionPeriod({ endsAt: null, inForce: false, liftedAt: end })).toBe(
      'Lifted 2026-12-01 10:30 UTC',
    );
  });

  it("names a kind and what it closes from GraphQL's name", () => {
    expect(sanctionKindLabel('BOARD_BAN')).toBe('Coven board ban');
    expect(sanctionBites('GIFTS_BAN')).toBe('No sending or claiming daily gifts');
  });
});
