/** How the Seasons screen reads and writes instants: always UTC, as the schedule's boundaries are. */

/** 'YYYY-MM-DDTHH:MM', the value of a datetime-local input showing an instant in UTC. */
export function utcInputValue(epochSeconds: number): string {
  return new Date(epochSeconds * 1000).toISOString().slice(0, 16);
}

/** The instant a datetime-local input's value names when read as UTC; null for an incomplete value. */
export function epochOfUtcInput(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const ms = Date.parse(`${value}Z`);
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}

/** 'YYYY-MM-DD HH:MM' in UTC. */
function utcMinute(epochSeconds: number): string {
  return utcInputValue(epochSeconds).replace('T', ' ');
}

/** A season's window: '2026-11-23 00:00 – 2026-11-30 00:00 UTC'. */
export function utcWindow(startsAt: number, endsAt: number): string {
  return `${utcMinute(startsAt)} – ${utcMinute(endsAt)} UTC`;
}

/** 'live' while its window runs, 'ended' until its final standings are written, then 'archived'. */
export function seasonStateLabel(season: { ended: boolean; endedEarly: boolean; archived: boolean }): string {
  const state = season.archived ? 'archived' : season.ended ? 'ended' : 'live';
  return season.endedEarly ? `${state} (ended early)` : state;
}

/** When a standing's score was reached (epoch ms), to the second, in UTC. */
export function reachedAtText(epochMs: number | null | undefined): string {
  if (epochMs === null || epochMs === undefined) return '-';
  return `${new Date(epochMs).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}
