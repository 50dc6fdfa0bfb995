/** The market page's arithmetic, kept pure (the server's rules: docs/market.md). */

/** What a buy takes at placement: price x quantity and the tax on it, rounded up. */
export function buyCost(price: number, quantity: number, taxPercent: number) {
  const principal = price * quantity;
  const tax = Math.ceil((principal * Math.round(taxPercent * 100)) / 10_000);
  return { principal, tax, total: principal + tax };
}

export interface ChartPoint {
  at: string;
  high: number;
  low: number;
  close: number;
}

/** The chart's polyline and range band in a width x height box (prices grow upwards). */
export function chartPaths(points: readonly ChartPoint[], width: number, height: number) {
  if (points.length === 0) return null;
  const low = Math.min(...points.map((point) => point.low));
  const high = Math.max(...points.map((point) => point.high));
  const span = high - low || 1;
  const x = (index: number) => (points.length === 1 ? width / 2 : (index / (points.length - 1)) * width);
  const y = (price: number) => height - ((price - low) / span) * height;
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    line: points.map((point, index) => `${round(x(index))},${round(y(point.close))}`).join(' '),
    // A dot a period, so a lone trade shows too.
    dots: points.map((point, index) => ({ x: round(x(index)), y: round(y(point.close)) })),
    ranges: points.map((point, index) => ({
      x: round(x(index)),
      top: round(y(point.high)),
      bottom: round(y(point.low)),
    })),
    low,
    high,
  };
}

/** Each level's share of the deepest level on the page, in percent (the depth bars' width). */
export function depthWidths(levels: readonly { quantity: number }[], deepest: number): number[] {
  return levels.map((level) => (deepest > 0 ? Math.max(2, Math.round((level.quantity / deepest) * 100)) : 0));
}

const STATUS_LABELS: Readonly<Record<string, string>> = {
  PENDING: 'Being placed',
  OPEN: 'Open',
  FILLED: 'Filled',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
  REJECTED: 'Rejected',
};

export const statusLabel = (status: string) => STATUS_LABELS[status] ?? status;
