/**
 * Pass/fail criteria a scenario declares, as k6's thresholds: a latency percentile, the error rate or
 * the checks rate, over all its requests or those of one request name.
 */
export type ThresholdMetric = 'p50' | 'p90' | 'p95' | 'p99' | 'errorRate' | 'checksRate';

export interface Threshold {
  metric: ThresholdMetric;
  /** Met when the value is below this (latencies in ms, rates 0..1). */
  below?: number;
  /** Met when the value is at least this. */
  atLeast?: number;
  /** Only the requests of this name (tag); all of the scenario's otherwise. */
  request?: string;
}

/** The figures a threshold is judged on, for one set of requests. */
export interface Figures {
  p50: number;
  p90: number;
  p95: number;
  p99: number;
  /** Failed requests (transport, HTTP >= 400) / requests. */
  errorRate: number;
  /** Answers that passed their check / answers. */
  checksRate: number;
}

export interface ThresholdResult {
  label: string;
  value: number;
  passed: boolean;
}

const isLatency = (metric: ThresholdMetric) => metric.startsWith('p');

/** k6's spelling: `p(95) < 300 ms`, `errorRate < 1 %`, with the request name when there is one. */
export function thresholdLabel(threshold: Threshold): string {
  const { metric } = threshold;
  const name = isLatency(metric) ? `p(${metric.slice(1)})` : metric;
  const scope = threshold.request ? `{${threshold.request}}` : '';
  const bound = (value: number) => (isLatency(metric) ? `${value} ms` : `${+(value * 100).toFixed(3)} %`);
  const parts = [
    ...(threshold.below !== undefined ? [`< ${bound(threshold.below)}`] : []),
    ...(threshold.atLeast !== undefined ? [`>= ${bound(threshold.atLeast)}`] : []),
  ];
  return `${name}${scope} ${parts.join(' and ')}`;
}

/**
 * Judges every threshold against the figures of its scope (`figuresOf(undefined)` for the whole
 * scenario). A value that cannot be told (no good answer, so no percentile) fails.
 */
export function evaluateThresholds(
  thresholds: readonly Threshold[],
  figuresOf: (request: string | undefined) => Figures | undefined,
): ThresholdResult[] {
  return thresholds.map((threshold) => {
    const value = figuresOf(threshold.request)?.[threshold.metric] ?? NaN;
    const passed =
      Number.isFinite(value) &&
      (threshold.below === undefined || value < threshold.below) &&
      (threshold.atLeast === undefined || value >= threshold.atLeast);
    return { label: thresholdLabel(threshold), value, passed };
  });
}
