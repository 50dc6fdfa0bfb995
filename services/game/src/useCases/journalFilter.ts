import { BadRequestError, NotFoundError } from '@vh/kit';
import { JOURNAL, NO_BAIT_RESULT } from '../domain/journal';

/** Limits of a journal search (docs/game-rules.md, Journal). */
export const JOURNAL_SEARCH_LIMITS = {
  maxPage: 100,
  maxSearchLength: 100,
  /** Content names a search may match, per kind: enough for any real word, bounded for the query. */
  maxMatchedIds: 500,
} as const;

/** What the caller asked for, as GraphQL delivers it (nulls for absent fields). */
export interface JournalFilterInput {
  type?: number | null;
  result?: number | null;
  enemyId?: number | null;
  huntingGroundId?: number | null;
  from?: number | null;
  to?: number | null;
  search?: string | null;
}

/** The content names a search can mention, looked up in the content snapshot. */
export interface NamedContent {
  enemies: readonly { id: number; name: string }[];
  huntingGrounds: readonly { id: number; name: string }[];
  items: readonly { id: number; name: string }[];
}

export interface JournalSearch {
  /** Lower-case text, matched against the entry's own texts (travel, rank, message). */
  text: string;
  enemyIds: number[];
  huntingGroundIds: number[];
  itemIds: number[];
}

export interface JournalQuery {
  type?: number;
  result?: number;
  enemyId?: number;
  huntingGroundId?: number;
  from?: number;
  to?: number;
  search?: JournalSearch;
}

const TYPES = new Set<number>(Object.values(JOURNAL));
const RESULTS = new Set([1, 2, 3, NO_BAIT_RESULT]);

function present(value: number | null | undefined): value is number {
  return value !== null && value !== undefined;
}

function matchingIds(entries: readonly { id: number; name: string }[], text: string): number[] {
  const ids: number[] = [];
  for (const entry of entries) {
    if (entry.name.toLowerCase().includes(text)) ids.push(entry.id);
    if (ids.length >= JOURNAL_SEARCH_LIMITS.maxMatchedIds) break;
  }
  return ids;
}

/**
 * Checks a journal filter and resolves its search text to the content it names. Unknown values,
 * a reversed date range or a too-long search are refused with a message (400), never passed on.
 */
export function parseJournalFilter(
  input: JournalFilterInput | null | undefined,
  content: NamedContent,
): JournalQuery {
  const query: JournalQuery = {};
  if (!input) return query;
  if (present(input.type)) {
    if (!TYPES.has(input.type))
      throw new BadRequestError(
        `Unknown journal entry type ${input.type}: use 0 travel, 1 combat, 2 rank up, 3 mission reward or 4 system message`,
      );
    query.type = input.type;
  }
  if (present(input.result)) {
    if (!RESULTS.has(input.result))
      throw new BadRequestError(
        `Unknown combat result ${input.result}: use 1 draw, 2 victory, 3 loss or 4 no bait`,
      );
    query.result = input.result;
  }
  if (present(input.enemyId)) {
    if (!content.enemies.some((enemy) => enemy.id === input.enemyId))
      throw new NotFoundError(`Unknown enemy ${input.enemyId}`);
    query.enemyId = input.enemyId;
  }
  if (present(input.huntingGroundId)) {
    if (!content.huntingGrounds.some((ground) => ground.id === input.huntingGroundId))
      throw new NotFoundError(`Unknown hunting ground ${input.huntingGroundId}`);
    query.huntingGroundId = input.huntingGroundId;
  }
  for (const edge of ['from', 'to'] as const) {
    const value = input[edge];
    if (!present(value)) continue;
    if (value < 0) throw new BadRequestError(`${edge} must be a time in epoch seconds, not negative`);
    query[edge] = value;
  }
  if (query.from !== undefined && query.to !== undefined && query.from > query.to)
    throw new BadRequestError('The date range is reversed: from must not be after to');
  const { search } = input;
  if (typeof search === 'string') {
    if (search.length > JOURNAL_SEARCH_LIMITS.maxSearchLength)
      throw new BadRequestError(`search must be at most ${JOURNAL_SEARCH_LIMITS.maxSearchLength} characters`);
    if (search.includes('\u0000')) throw new BadRequestError('search must not contain NUL characters');
    const text = search.trim().toLowerCase();
    if (text) {
      query.search = {
        text,
        enemyIds: matchingIds(content.enemies, text),
        huntingGroundIds: matchingIds(content.huntingGrounds, text),
        itemIds: matchingIds(content.items, text),
      };
    }
  }
  return query;
}

/** How many entries a page holds; refused outside 1..maxPage rather than silently changed. */
export function parsePageSize(limit: number | null | undefined, fallback = 20): number {
  const size = limit ?? fallback;
  if (!Number.isInteger(size) || size < 1 || size > JOURNAL_SEARCH_LIMITS.maxPage)
    throw new BadRequestError(`limit must be from 1 to ${JOURNAL_SEARCH_LIMITS.maxPage}`);
  return size;
}

const CURSOR_PREFIX = 'j1.';

/** The opaque cursor after an entry: the next page holds the entries older than it. */
export function journalCursor(entryId: number): string {
  return Buffer.from(`${CURSOR_PREFIX}${entryId}`, 'utf8').toString('base64url');
}

/** The entry id a cursor stands for; anything this journal did not give out is refused. */
export function parseJournalCursor(cursor: string | null | undefined): number | undefined {
  if (cursor === null || cursor === undefined || cursor === '') return undefined;
  const refused = () => new BadRequestError('The cursor is not one the journal gave out; start from the top');
  if (cursor.length > 40 || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw refused();
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = /^j1\.([1-9]\d{0,15})$/.exec(text);
  const id = match ? Number(match[1]) : NaN;
  if (!Number.isSafeInteger(id)) throw refused();
  return id;
}
