import { validateEntry } from '../entries';
import { KIND_NAMES, KINDS } from '../kinds';

const messageOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
};

describe('validateEntry', () => {
  it('refuses an entry without the name the game shows, for every kind that has one', () => {
    const named = KIND_NAMES.filter((kind) => 'name' in KINDS[kind].fields);
    expect(named.length).toBeGreaterThan(10);
    for (const kind of named) {
      expect([kind, messageOf(() => validateEntry(kind, {}))]).toEqual([kind, 'name is required']);
      expect([kind, messageOf(() => validateEntry(kind, { name: '   ' }))]).toEqual([
        kind,
        'name is required',
      ]);
    }
    expect(messageOf(() => validateEntry('news', { message: 'no header' }))).toBe('header is required');
  });

  it('accepts a named entry and keeps the other defaults', () => {
    const { data } = validateEntry('region', { name: ' Transylvania ' });
    expect(data).toMatchObject({ name: 'Transylvania' });
  });

  it('keeps the current name on an update that does not send one, and refuses emptying it', () => {
    const current = validateEntry('rank', { name: 'Fledgling', xp: 0 }).data;
    expect(validateEntry('rank', { xp: 10 }, current).data).toMatchObject({ name: 'Fledgling', xp: 10 });
    expect(messageOf(() => validateEntry('rank', { name: '' }, current))).toBe('name is required');
  });

  it('refuses ranges that end below their start', () => {
    expect(
      messageOf(() =>
        validateEntry('huntingtable', {
          name: 'Table',
          huntingGroundId: 1,
          enemies: [{ enemyId: 1, rangeMin: 5, rangeMax: 2 }],
        }),
      ),
    ).toBe('enemies[0].rangeMax must not be below rangeMin');
  });
});
