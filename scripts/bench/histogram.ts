/** Reads a Prometheus histogram from a /metrics page and its quantiles between two readings. */

export interface HistogramReading {
  /** Cumulative counts by upper bound (seconds), ascending, +Inf last. */
  buckets: { le: number; count: number }[];
  count: number;
}

export async function readHistogram(metricsUrl: string, name: string): Promise<HistogramReading> {
  const text = await (await fetch(metricsUrl)).text();
  const buckets: { le: number; count: number }[] = [];
  let count = 0;
  for (const row of text.split('\n')) {
    const bucket = row.match(new RegExp(`^${name}_bucket\\{le="([^"]+)"\\} (\\S+)`));
    if (bucket)
      buckets.push({ le: bucket[1] === '+Inf' ? Infinity : Number(bucket[1]), count: Number(bucket[2]) });
    const total = row.match(new RegExp(`^${name}_count (\\S+)`));
    if (total) count = Number(total[1]);
  }
  return { buckets: buckets.sort((a, b) => a.le - b.le), count };
}

export function difference(after: HistogramReading, before: HistogramReading): HistogramReading {
  return {
    buckets: after.buckets.map((bucket, index) => ({
      le: bucket.le,
      count: bucket.count - (before.buckets[index]?.count ?? 0),
    })),
    count: after.count - before.count,
  };
}

/**
 * The q-quantile (0..1) in seconds, interpolated linearly inside its bucket, as Prometheus'
 * histogram_quantile does; its resolution is the bucket layout's.
 */
export function quantile(reading: HistogramReading, q: number): number {
  if (reading.count === 0) return NaN;
  const rank = q * reading.count;
  let lower = 0;
  let below = 0;
  for (const { le, count } of reading.buckets) {
    if (count >= rank) {
      if (le === Infinity) return lower;
      return lower + ((le - lower) * (rank - below)) / Math.max(count - below, 1);
    }
    lower = le;
    below = count;
  }
  return NaN;
}
