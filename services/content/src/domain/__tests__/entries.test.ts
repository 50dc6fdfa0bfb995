import type { ValidationError } from '@vh/kit';
import { validateEntry } from '../entries';
import { KIND_NAMES, KINDS } from '../kinds';
import { checkStatEntries, statNamesOf } from '../procRules';

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

describe('field errors', () => {
  const refusalOf = (work: () => unknown) => {
    try {
      work();
    } catch (error) {
      return { message: (error as Error).message, details: (error as ValidationError).details };
    }
    return undefined;
  };

  it('name the refused field, nested entries by their path', () => {
    expect(refusalOf(() => validateEntry('rank', { name: 'Fledgling', xp: -1 }))).toEqual({
      message: 'xp must be at least 0',
      details: { field: 'xp' },
    });
    const loot = [{ itemId: 1, dropChance: 101, amountMin: 1, amountMax: 1 }];
    expect(
      refusalOf(() => validateEntry('enemy', { name: 'Ghoul', enemyType: 1, enemyRarity: 1, loot })),
    ).toEqual({
      message: 'loot[0].dropChance must be at most 100',
      details: { field: 'loot[0].dropChance' },
    });
  });
});

describe('proc rules', () => {
  const stat = (input: Record<string, unknown>) =>
    validateEntry('stat', { name: 'Bite', shortName: 'bite', ...input });

  it('require a proc type and event of a proc, and drop them from a plain stat', () => {
    expect(messageOf(() => stat({ statType: 1, procEventType: 2 }))).toBe('procType is required for a proc');
    expect(messageOf(() => stat({ statType: 1, procType: 1 }))).toBe('procEventType is required for a proc');
    expect(stat({ statType: 1, procType: 1, procEventType: 2 }).data).toMatchObject({
      procType: 1,
      procEventType: 2,
    });
    expect(stat({ statType: 0, procType: 1, procEventType: 2, affectedCreatureType: 3 }).data).toMatchObject({
      procType: null,
      procEventType: null,
      affectedCreatureType: null,
    });
  });

  it('want a proc entry to fire (1 to 100 percent) and a plain stat entry at 0 percent', () => {
    const types: Record<string, number> = { bite: 1, health: 0 };
    const item = (stats: unknown[]) =>
      validateEntry('item', { name: 'Fang', type: 1, rarity: 1, stats }).data;
    const check = (stats: unknown[]) =>
      messageOf(() => checkStatEntries('item', item(stats), (shortName) => types[shortName]));
    expect(check([{ shortName: 'bite', valueFrom: 1, valueTo: 2, procPercent: 10 }])).toBe('accepted');
    expect(check([{ shortName: 'bite', valueFrom: 1, valueTo: 2, procPercent: 0 }])).toBe(
      'stats[0].procPercent must be 1 to 100: bite is a proc',
    );
    expect(
      check([
        { shortName: 'health', valueFrom: 5, valueTo: 5 },
        { shortName: 'health', valueFrom: 1, valueTo: 1, procPercent: 5 },
      ]),
    ).toBe('stats[1].procPercent must be 0: health is not a proc');
    expect(
      statNamesOf('item', item([{ shortName: 'bite' }, { shortName: 'bite' }, { shortName: 'health' }])),
    ).toEqual(['bite', 'health']);
  });
});
