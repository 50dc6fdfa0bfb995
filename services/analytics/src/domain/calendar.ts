/** UTC days of the daily records, as 'YYYY-MM-DD'. */
const DAY_MS = 86_400_000;
/** The privacy text: analytics data is deleted after 26 months. */
const RETENTION_MONTHS = 26;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The days to (re)compute: from the day before the last recorded one (events of yesterday may still
 * arrive after midnight, the consumer lagging) through today; from the first event when none is
 * recorded.
 */
export function daysToCompute(first: string | null, lastRecorded: string | null, nowMs: number): string[] {
  const startMs = lastRecorded
    ? Date.parse(`${lastRecorded}T00:00:00Z`) - DAY_MS
    : first
      ? Date.parse(`${first}T00:00:00Z`)
      : null;
  if (startMs === null) return [];
  const days: string[] = [];
  for (let ms = startMs; ms <= nowMs; ms += DAY_MS) days.push(isoDay(ms));
  return days;
}

export function retentionCutoff(nowMs: number): string {
  const cutoff = new Date(nowMs);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - RETENTION_MONTHS);
  return isoDay(cutoff.getTime());
}
