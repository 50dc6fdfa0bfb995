/** UTC days of the daily records, as 'YYYY-MM-DD'. */
const DAY_MS = 86_400_000;
/** The privacy text: analytics data is deleted after 26 months. */
const RETENTION_MONTHS = 26;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The days to (re)compute: from the last recorded day (it may have been partial) through today. */
export function daysToCompute(first: string | null, lastRecorded: string | null, nowMs: number): string[] {
  const start = lastRecorded ?? first;
  if (!start) return [];
  const days: string[] = [];
  for (let ms = Date.parse(`${start}T00:00:00Z`); ms <= nowMs; ms += DAY_MS) days.push(isoDay(ms));
  return days;
}

export function retentionCutoff(nowMs: number): string {
  const cutoff = new Date(nowMs);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - RETENTION_MONTHS);
  return isoDay(cutoff.getTime());
}
