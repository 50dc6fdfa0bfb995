import type { AdminChange } from './changeDiff';

/**
 * Merges the audit trails of several services, newest first. Each service pages by its own ids, so
 * each keeps its own cursor; an entry is shown only once no unloaded entry of another service can
 * be newer (it is not older than the oldest entry loaded from any service that has more).
 */
export interface TrailPage {
  /** Loaded so far, newest first. */
  entries: AdminChange[];
  /** The service answered fewer entries than asked: nothing older is left. */
  done: boolean;
}

export type Trails = Record<string, TrailPage>;

export const emptyTrail = (): TrailPage => ({ entries: [], done: false });

/** The id to page on from (`before`), or null for the first page. */
export function cursorOf(trail: TrailPage): number | null {
  return trail.entries.at(-1)?.id ?? null;
}

/** Adds one page a service answered for `limit` entries. */
export function withPage(trail: TrailPage, page: readonly AdminChange[], limit: number): TrailPage {
  return { entries: [...trail.entries, ...page], done: page.length < limit };
}

const newestFirst = (a: AdminChange, b: AdminChange) =>
  b.at.localeCompare(a.at) || a.service.localeCompare(b.service) || b.id - a.id;

/** The entries that can be shown in order now, and whether any service has more. */
export function mergedView(trails: Trails): { entries: AdminChange[]; more: boolean } {
  const open = Object.values(trails).filter((trail) => !trail.done);
  // The newest of the open services' oldest loaded entries: anything still unloaded is older.
  const horizon = open
    .map((trail) => trail.entries.at(-1)?.at)
    .reduce<string | null>(
      (latest, at) => (at === undefined ? latest : latest === null || at > latest ? at : latest),
      null,
    );
  const unloaded = open.some((trail) => trail.entries.length === 0);
  const all = Object.values(trails).flatMap((trail) => trail.entries);
  const shown = unloaded ? [] : all.filter((entry) => horizon === null || entry.at >= horizon);
  return { entries: shown.sort(newestFirst), more: open.length > 0 };
}
