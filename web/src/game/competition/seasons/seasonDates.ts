/** How seasons' times read: in the player's own locale and time zone unless a test fixes them. */

export interface DateZone {
  locale?: string;
  timeZone?: string;
}

const toDate = (epochSeconds: number) => new Date(epochSeconds * 1000);

/** A season's window as dates: '23 – 30 Nov 2026' (the locale decides how a range is shortened). */
export function seasonWindow(startsAt: number, endsAt: number, zone: DateZone = {}): string {
  const format = new Intl.DateTimeFormat(zone.locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: zone.timeZone,
  });
  return format.formatRange(toDate(startsAt), toDate(endsAt));
}

/** The instant a season ends, with its time: seasons turn at midnight UTC, not the player's midnight. */
export function seasonInstant(epochSeconds: number, zone: DateZone = {}): string {
  return new Intl.DateTimeFormat(zone.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: zone.timeZone,
  }).format(toDate(epochSeconds));
}
