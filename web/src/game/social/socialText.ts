/** Wording of the social screens, pure so it is unit-tested (src/game/social/__tests__). */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long ago `iso` was: 'now', '5 minutes ago', '3 hours ago', 'yesterday', '4 days ago', then
 * the date, in the player's language.
 */
export function agoText(iso: string, nowMs: number, locale?: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const minutes = Math.floor((nowMs - at) / 60_000);
  if (minutes < 60) return relative.format(-Math.max(0, minutes), 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 14) return relative.format(-days, 'day');
  return new Date(at).toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' });
}

/**
 * When a player was last around, from the server's time rounded down to the hour: 'Last seen this
 * hour', '… 3 hours ago', '… yesterday', '… 4 days ago', then the date. Never minutes: the hour is
 * all the server tells.
 */
export function lastSeenText(hourIso: string | null | undefined, nowMs: number, locale?: string): string {
  if (!hourIso || Number.isNaN(Date.parse(hourIso))) return 'Not seen yet';
  if (nowMs - Date.parse(hourIso) < HOUR_MS) return 'Last seen this hour';
  return `Last seen ${agoText(hourIso, nowMs, locale)}`;
}

/** The hour itself in the player's locale and zone, for a tooltip ('27/11/2026, 17:00'). */
export function hourText(hourIso: string | null | undefined, locale?: string): string | undefined {
  if (!hourIso) return undefined;
  const at = new Date(hourIso);
  if (Number.isNaN(at.getTime())) return undefined;
  return at.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Time left until `endIso`: '6d 23h', '5h 12m', '12m', or null once passed. */
export function timeLeft(endIso: string, nowMs: number): string | null {
  const left = Date.parse(endIso) - nowMs;
  if (!(left > 0)) return null;
  const days = Math.floor(left / DAY_MS);
  const hours = Math.floor((left % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((left % HOUR_MS) / 60_000);
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${minutes}m`;
  return `${Math.max(1, minutes)}m`;
}

/** '1 friend', '3 friends': a count and its noun. */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString()} ${count === 1 ? singular : plural}`;
}

/** The friend limit: accepted friends and requests sent both count towards it. */
export function friendLimitText(friends: number, outgoing: number, max: number): string {
  const used = friends + outgoing;
  const requests = outgoing > 0 ? ` + ${counted(outgoing, 'request')} sent` : '';
  return `${counted(friends, 'friend')}${requests} · ${used.toLocaleString()} of ${max.toLocaleString()}`;
}

/** Board messages are at most this long (the schema's bound). */
export const BOARD_MAX = 280;

/** A message's length as the server counts it: characters, not UTF-16 units (an emoji is one). */
export function characters(text: string): number {
  return Array.from(text).length;
}
