import type { GetListParams, RaRecord } from 'ra-core';

/** Filters answered by the server itself (the user search), not applied again in the browser. */
const SERVER_FILTERS: ReadonlySet<string> = new Set(['q', 'includeBanned']);

function matchesSearch(record: RaRecord, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return Object.values(record).some(
    (value) =>
      (typeof value === 'string' || typeof value === 'number') &&
      String(value).toLowerCase().includes(needle),
  );
}

function compare(left: unknown, right: unknown): number {
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return String(left ?? '').localeCompare(String(right ?? ''), undefined, {
    numeric: true,
    sensitivity: 'base',
  });
}

/**
 * One page of a whole list, the way react-admin asks for it: the search box (`q`) matches any text
 * or number field, other filters match exactly, then sort and page.
 */
export function listPage(
  records: readonly RaRecord[],
  params: Pick<GetListParams, 'filter' | 'sort' | 'pagination'>,
  serverSearched = false,
): { data: RaRecord[]; total: number } {
  const filter = (params.filter ?? {}) as Record<string, unknown>;
  const matching = records.filter(
    (record) =>
      (serverSearched || typeof filter.q !== 'string' || matchesSearch(record, filter.q)) &&
      Object.entries(filter).every(
        ([field, value]) => SERVER_FILTERS.has(field) || value === undefined || record[field] === value,
      ),
  );
  const sort = params.sort;
  const sorted = sort?.field
    ? [...matching].sort(
        (left, right) => compare(left[sort.field], right[sort.field]) * (sort.order === 'DESC' ? -1 : 1),
      )
    : matching;
  const { page, perPage } = params.pagination ?? { page: 1, perPage: sorted.length };
  return { data: sorted.slice((page - 1) * perPage, page * perPage), total: sorted.length };
}
