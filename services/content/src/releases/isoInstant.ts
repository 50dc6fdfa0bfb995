/**
 * An ISO 8601 date-time with its offset: a calendar date, hours and minutes, optional seconds and
 * fraction, then Z or ±hh:mm. What Date.parse takes beyond this ("Dec 24 2026", "2026-12-24" as UTC
 * midnight, a time without an offset read in the server's zone, "2026-02-30" rolled into March)
 * would schedule a release at an instant the admin did not write.
 */
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(?:(Z)|([+-])(\d{2}):(\d{2}))$/;

const MINUTE_MS = 60_000;

/** The instant `text` names, or null unless it is an ISO 8601 date-time with an offset. */
export function parseIsoInstant(text: string): Date | null {
  const match = ISO_DATE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second, fraction, , , offsetHours, offsetMinutes] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const midnight = new Date(Date.UTC(year!, month! - 1, day!));
  // Date.UTC rolls 30 February into March: a real calendar date comes back as written.
  const realDate =
    midnight.getUTCFullYear() === year &&
    midnight.getUTCMonth() === month! - 1 &&
    midnight.getUTCDate() === day;
  const realTime = hour! < 24 && minute! < 60 && second! < 60 && offsetHours! < 24 && offsetMinutes! < 60;
  if (!realDate || !realTime) return null;
  // match[8] is Z, match[9] the offset's sign.
  const offset = (match[9] === '-' ? -1 : 1) * (offsetHours! * 60 + offsetMinutes!);
  const local = midnight.getTime() + ((hour! * 60 + minute!) * 60 + second! + fraction!) * 1000;
  return new Date(Math.floor(local - offset * MINUTE_MS));
}
