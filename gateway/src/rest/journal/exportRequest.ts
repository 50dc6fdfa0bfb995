import { BadRequestError } from '@vh/kit/stateless';

/** Formats of the journal export. */
export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Query parameters the export takes; anything else is refused so a typo does not export everything. */
const INTEGER_FILTERS = ['type', 'result', 'enemyId', 'huntingGroundId', 'from', 'to'] as const;
const KNOWN = new Set<string>(['format', 'search', ...INTEGER_FILTERS]);
const MAX_SEARCH_LENGTH = 100;

export interface ExportRequest {
  format: ExportFormat;
  /** The game's JournalFilter; its values are checked there too (unknown enemy, reversed range...). */
  filter: Record<string, number | string>;
}

function single(name: string, raw: unknown): string {
  if (typeof raw !== 'string') throw new BadRequestError(`${name} must be given once`);
  return raw;
}

/** The export's format and filter from the query string (GET /api/journal/export?format=csv&...). */
export function parseExportRequest(query: Record<string, unknown>): ExportRequest {
  for (const name of Object.keys(query)) {
    if (!KNOWN.has(name))
      throw new BadRequestError(`Unknown parameter ${name}: use format, ${[...KNOWN].slice(1).join(', ')}`);
  }
  const format = query.format === undefined ? 'csv' : single('format', query.format);
  if (!(EXPORT_FORMATS as readonly string[]).includes(format))
    throw new BadRequestError(`format must be csv or json, not ${format.slice(0, 20)}`);
  const filter: Record<string, number | string> = {};
  for (const name of INTEGER_FILTERS) {
    if (query[name] === undefined || query[name] === '') continue;
    const text = single(name, query[name]);
    if (!/^\d{1,10}$/.test(text) || Number(text) > 2 ** 31 - 1)
      throw new BadRequestError(`${name} must be a whole number from 0 to ${2 ** 31 - 1}`);
    filter[name] = Number(text);
  }
  if (query.search !== undefined && query.search !== '') {
    const search = single('search', query.search);
    if (search.length > MAX_SEARCH_LENGTH)
      throw new BadRequestError(`search must be at most ${MAX_SEARCH_LENGTH} characters`);
    if (search.includes('\u0000')) throw new BadRequestError('search must not contain NUL characters');
    filter.search = search;
  }
  return { format: format as ExportFormat, filter };
}

/** The download's file name: the game, what it is, the day (UTC). */
export function exportFileName(format: ExportFormat, now: Date): string {
  return `vampire-hunt-journal-${now.toISOString().slice(0, 10)}.${format}`;
}
