/** The journal screen's filters: what the controls hold, and the call's filter built from them. */

/** The longest search the game takes (services/game's journalFilter). */
export const JOURNAL_SEARCH_MAX = 100;

/** Control values: '' is "all"; dates are the inputs' yyyy-mm-dd. */
export interface JournalFilterState {
  type: string;
  result: string;
  enemyId: string;
  huntingGroundId: string;
  fromDate: string;
  toDate: string;
  search: string;
}

export const NO_FILTER: JournalFilterState = {
  type: '',
  result: '',
  enemyId: '',
  huntingGroundId: '',
  fromDate: '',
  toDate: '',
  search: '',
};

/** The filter the journal call and the export take (times in epoch seconds). */
export interface JournalFilterVariables {
  type?: number;
  result?: number;
  enemyId?: number;
  huntingGroundId?: number;
  from?: number;
  to?: number;
  search?: string;
}

export type FilterOutcome = { ok: true; filter: JournalFilterVariables } | { ok: false; problem: string };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight at the start of a yyyy-mm-dd day, in epoch seconds (undefined if not a date). */
function dayStart(text: string): number | undefined {
  const match = DATE.exec(text);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? undefined : Math.floor(date.getTime() / 1000);
}

/** The call's filter from the controls, or what is wrong with them (the game checks again). */
export function filterOf(state: JournalFilterState): FilterOutcome {
  const filter: JournalFilterVariables = {};
  for (const key of ['type', 'result', 'enemyId', 'huntingGroundId'] as const) {
    if (state[key] !== '') filter[key] = Number(state[key]);
  }
  if (state.fromDate) {
    const from = dayStart(state.fromDate);
    if (from === undefined) return { ok: false, problem: 'The "from" date is not a date' };
    filter.from = Math.max(0, from);
  }
  if (state.toDate) {
    const start = dayStart(state.toDate);
    if (start === undefined) return { ok: false, problem: 'The "to" date is not a date' };
    // The whole "to" day counts: up to the last second before the next local midnight.
    const next = new Date(start * 1000);
    next.setDate(next.getDate() + 1);
    filter.to = Math.floor(next.getTime() / 1000) - 1;
  }
  if (filter.from !== undefined && filter.to !== undefined && filter.from > filter.to)
    return { ok: false, problem: 'The "from" date is after the "to" date' };
  const search = state.search.trim();
  if (search.length > JOURNAL_SEARCH_MAX)
    return { ok: false, problem: `Search at most ${JOURNAL_SEARCH_MAX} characters` };
  if (search) filter.search = search;
  return { ok: true, filter };
}

/** The export's query string for a filter and format. */
export function exportQuery(filter: JournalFilterVariables, format: 'csv' | 'json'): string {
  const params = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}

export function isFiltered(state: JournalFilterState): boolean {
  return Object.values(state).some((value) => value !== '');
}
