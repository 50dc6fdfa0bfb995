import { durationsFor, endsAtOf, parsedIds, wordOf } from '../moderationFormat';

describe('moderation format', () => {
  it('offers only the ends a kind allows', () => {
    expect(durationsFor('ACCOUNT_BAN').some((entry) => entry.id === 'PERMANENT')).toBe(false);
    expect(durationsFor('PERMANENT_BAN').map((entry) => entry.id)).toEqual(['PERMANENT']);
    expect(durationsFor('WARNING')).toHaveLength(6);
  });

  it('turns a duration into an end from now, none for permanent', () => {
    const now = Date.parse('2026-12-01T10:00:00Z');
    expect(endsAtOf('P1D', now)).toBe('2026-12-02T10:00:00.000Z');
    expect(endsAtOf('PERMANENT', now)).toBeNull();
  });

  it('reads tournament ids, refusing anything else', () => {
    expect(parsedIds('12, 15 7')).toEqual([12, 15, 7]);
    expect(parsedIds('')).toEqual([]);
    expect(parsedIds('12, x')).toBeNull();
    expect(parsedIds('-3')).toBeNull();
  });

  it('words GraphQL names', () => {
    expect(wordOf('APPEAL_GRANTED')).toBe('Appeal granted');
  });
});
