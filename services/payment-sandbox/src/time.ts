type IntervalUnit = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

/** PayPal writes times in UTC to the second: 2026-12-01T00:00:00Z. */
export function formatTime(time: Date): string {
  return time.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function addMonths(time: Date, months: number): Date {
  const next = new Date(time);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  // A bill on the 31st falls on the last day of shorter months instead of spilling into the next one.
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export function addInterval(time: Date, unit: IntervalUnit, count: number): Date {
  switch (unit) {
    case 'DAY':
      return new Date(time.getTime() + count * 86_400_000);
    case 'WEEK':
      return new Date(time.getTime() + count * 7 * 86_400_000);
    case 'MONTH':
      return addMonths(time, count);
    case 'YEAR':
      return addMonths(time, count * 12);
  }
}
