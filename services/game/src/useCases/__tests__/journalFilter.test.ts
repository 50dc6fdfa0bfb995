import { BadRequestError, NotFoundError } from '@vh/kit';
import { containsPattern, journalColumnsOf } from '../../repositories/journalRepository';
import {
  JOURNAL_SEARCH_LIMITS,
  journalCursor,
  parseJournalCursor,
  parseJournalFilter,
  parsePageSize,
} from '../journalFilter';

const content = {
  enemies: [
    { id: 1, name: 'Ghoul Fledgling' },
    { id: 2, name: 'Plague Rat' },
  ],
  huntingGrounds: [
    { id: 10, name: 'Ratcatcher Sewers' },
    { id: 11, name: 'Old Cemetery' },
  ],
  items: [
    { id: 100, name: 'Silver Stake' },
    { id: 101, name: 'Rat Tail' },
  ],
};

const refusal = (
  work: () => unknown,
  kind: typeof BadRequestError | typeof NotFoundError = BadRequestError,
) => {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(kind);
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
};

describe('journal filter', () => {
  it('takes known values and leaves absent ones out', () => {
    expect(
      parseJournalFilter({ type: 1, result: 2, enemyId: 1, huntingGroundId: 11, from: 5, to: 5 }, content),
    ).toEqual({ type: 1, result: 2, enemyId: 1, huntingGroundId: 11, from: 5, to: 5 });
    expect(parseJournalFilter({ type: null, search: '   ' }, content)).toEqual({});
    expect(parseJournalFilter(null, content)).toEqual({});
  });

  it('resolves a search to the enemies, grounds and items whose names hold it, case-insensitively', () => {
    expect(parseJournalFilter({ search: ' RAT ' }, content).search).toEqual({
      text: 'rat',
      enemyIds: [2],
      huntingGroundIds: [10],
      itemIds: [101],
    });
  });

  it.each([
    [{ type: 9 }, /Unknown journal entry type 9/],
    [{ result: 0 }, /Unknown combat result 0/],
    [{ from: -1 }, /from must be a time/],
    [{ from: 10, to: 9 }, /date range is reversed/],
    [{ search: 'x'.repeat(JOURNAL_SEARCH_LIMITS.maxSearchLength + 1) }, /at most 100 characters/],
    [{ search: 'a\u0000b' }, /NUL/],
  ])('refuses %j with a message', (input, message) => {
    expect(refusal(() => parseJournalFilter(input, content))).toMatch(message);
  });

  it('answers a filter by an enemy or hunting ground that does not exist as not found', () => {
    expect(refusal(() => parseJournalFilter({ enemyId: 404 }, content), NotFoundError)).toMatch(
      /Unknown enemy 404/,
    );
    expect(refusal(() => parseJournalFilter({ huntingGroundId: 404 }, content), NotFoundError)).toMatch(
      /Unknown hunting ground 404/,
    );
  });

  it('refuses a page size outside 1..100 instead of changing it', () => {
    expect(parsePageSize(undefined)).toBe(20);
    expect(parsePageSize(100)).toBe(100);
    expect(refusal(() => parsePageSize(0))).toMatch(/limit must be from 1 to 100/);
    expect(refusal(() => parsePageSize(101))).toMatch(/limit/);
  });
});

describe('journal cursor', () => {
  it('round-trips an entry id and starts from the top without one', () => {
    expect(parseJournalCursor(journalCursor(123_456_789))).toBe(123_456_789);
    expect(parseJournalCursor(null)).toBeUndefined();
    expect(parseJournalCursor('')).toBeUndefined();
  });

  it.each([
    'not a cursor',
    Buffer.from('j1.0').toString('base64url'),
    Buffer.from('j1.-5').toString('base64url'),
    Buffer.from('j2.5').toString('base64url'),
    Buffer.from('j1.99999999999999999').toString('base64url'),
    'A'.repeat(41),
  ])('refuses %s', (cursor) => {
    expect(refusal(() => parseJournalCursor(cursor))).toMatch(/cursor is not one the journal gave out/);
  });
});

describe('journal columns', () => {
  it('takes a fight entry enemy, ground, result and loot', () => {
    expect(
      journalColumnsOf({
        userId: 'u',
        type: 1,
        timestamp: 1,
        combatInfo: {
          result: 2,
          enemyId: 1,
          huntingGroundId: 10,
          loot: [{ itemId: 100 }, { itemId: 100 }, { itemId: 101 }],
        },
      }),
    ).toEqual({ enemy_id: 1, hunting_ground_id: 10, result: 2, item_ids: [100, 101], search_text: null });
  });

  it('takes texts and reward items of the other entries', () => {
    expect(
      journalColumnsOf({
        userId: 'u',
        type: 0,
        timestamp: 1,
        data: { travel_name: 'Old Cemetery', travel_imageId: 3 },
        huntingGroundId: 11,
      }),
    ).toEqual({
      enemy_id: null,
      hunting_ground_id: 11,
      result: null,
      item_ids: null,
      search_text: 'old cemetery',
    });
    expect(
      journalColumnsOf({
        userId: 'u',
        type: 3,
        timestamp: 1,
        data: {
          message: 'Mission accomplished!',
          reward: JSON.stringify({ xp: 5, items: [{ itemId: 100 }] }),
        },
      }).item_ids,
    ).toEqual([100]);
    expect(
      journalColumnsOf({
        userId: 'u',
        type: 2,
        timestamp: 1,
        data: { newRank_name: 'Stalker', reward: JSON.stringify([{ itemId: 101, amount: 1 }]) },
      }),
    ).toMatchObject({ item_ids: [101], search_text: 'stalker' });
  });

  it('matches search text literally, wildcards included', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
