import { agoText, characters, counted, friendLimitText, lastSeenText, timeLeft } from '../socialText';
import { playerName, rankAndRegion } from '../socialPlayer';

const NOW = Date.parse('2026-11-28T15:42:00Z');
const hoursBefore = (hours: number) => new Date(NOW - hours * 3_600_000).toISOString();

describe('last seen, from the hour the server rounds to', () => {
  it('says this hour within the hour, never minutes', () => {
    expect(lastSeenText('2026-11-28T15:00:00.000Z', NOW, 'en')).toBe('Last seen this hour');
  });
  it('counts hours, then days, then gives the date', () => {
    expect(lastSeenText('2026-11-28T14:00:00.000Z', NOW, 'en')).toBe('Last seen 1 hour ago');
    expect(lastSeenText('2026-11-28T12:00:00.000Z', NOW, 'en')).toBe('Last seen 3 hours ago');
    expect(lastSeenText(hoursBefore(30), NOW, 'en')).toBe('Last seen yesterday');
    expect(lastSeenText(hoursBefore(24 * 4 + 1), NOW, 'en')).toBe('Last seen 4 days ago');
    expect(lastSeenText('2026-10-01T09:00:00.000Z', NOW, 'en')).toBe('Last seen Oct 1, 2026');
  });
  it('says so when there is no activity yet or the time is unreadable', () => {
    expect(lastSeenText(null, NOW, 'en')).toBe('Not seen yet');
    expect(lastSeenText('soon', NOW, 'en')).toBe('Not seen yet');
  });
});

describe('how long ago', () => {
  it('reads minutes under an hour', () => {
    expect(agoText(new Date(NOW - 5 * 60_000).toISOString(), NOW, 'en')).toBe('5 minutes ago');
    expect(agoText(new Date(NOW - 10_000).toISOString(), NOW, 'en')).toBe('this minute');
    // A clock a little ahead of the device's is 'this minute', not the future.
    expect(agoText(new Date(NOW + 30_000).toISOString(), NOW, 'en')).toBe('this minute');
  });
});

describe('time left', () => {
  it('shows days and hours, hours and minutes, or minutes', () => {
    expect(timeLeft(new Date(NOW + (6 * 24 + 23) * 3_600_000 + 59 * 60_000).toISOString(), NOW)).toBe(
      '6d 23h',
    );
    expect(timeLeft(new Date(NOW + 5 * 3_600_000 + 12 * 60_000 + 5_000).toISOString(), NOW)).toBe('5h 12m');
    expect(timeLeft(new Date(NOW + 12 * 60_000 + 5_000).toISOString(), NOW)).toBe('12m');
    expect(timeLeft(new Date(NOW + 20_000).toISOString(), NOW)).toBe('1m');
  });
  it('is null once the time has passed', () => {
    expect(timeLeft(new Date(NOW).toISOString(), NOW)).toBeNull();
    expect(timeLeft(hoursBefore(1), NOW)).toBeNull();
    expect(timeLeft('never', NOW)).toBeNull();
  });
});

describe('counts and limits', () => {
  it('says one friend and any other number of friends', () => {
    expect([0, 1, 2].map((count) => counted(count, 'friend'))).toEqual([
      '0 friends',
      '1 friend',
      '2 friends',
    ]);
  });
  it('counts requests sent towards the 500', () => {
    expect(friendLimitText(3, 0, 500)).toBe('3 friends · 3 of 500');
    expect(friendLimitText(1, 2, 500)).toBe('1 friend + 2 requests sent · 3 of 500');
  });
  it("counts a board message's characters as written, an emoji as one", () => {
    expect(characters('Hunt at dusk')).toBe(12);
    expect(characters('🦇🦇')).toBe(2);
  });
});

describe('a player as the lists name them', () => {
  const player = {
    userId: 'u1',
    name: 'Vlad',
    rank: { id: 1, name: 'Fledgling' },
    huntingGround: { id: 3, name: 'Graveyard', regionIdRef: { id: 2, name: 'Old Town' } },
    lastSeenHour: null,
  };
  it('gives the rank and the region of their ground', () => {
    expect(rankAndRegion(player)).toBe('Fledgling · Old Town');
    expect(rankAndRegion({ ...player, rank: null })).toBe('Old Town');
    expect(rankAndRegion({ ...player, rank: null, huntingGround: null })).toBe('');
  });
  it('names a deleted account without its name', () => {
    expect(playerName(player)).toBe('Vlad');
    expect(playerName({ name: null })).toBe('A deleted hunter');
    expect(playerName(null)).toBe('A deleted hunter');
  });
});
