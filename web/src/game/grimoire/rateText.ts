/** How the grimoire writes an observed rate: a percent with one decimal, its 95 % interval and n. */

interface Figure {
  count: number;
  trials: number;
  rate: number;
  low: number;
  high: number;
}

/** 0.1234 -> '12.3 %'; below 0.1 % but above zero '< 0.1 %', so a rare drop never reads as none. */
export function percentText(fraction: number): string {
  const percent = fraction * 100;
  if (percent > 0 && percent < 0.05) return '< 0.1 %';
  return `${percent.toFixed(1)} %`;
}

export function intervalText(figure: Figure): string {
  return `${(figure.low * 100).toFixed(1)}–${(figure.high * 100).toFixed(1)} %`;
}

/** The tooltip: what the figure stands on. */
export function figureTitle(figure: Figure, of: string): string {
  return `${figure.count} of ${figure.trials} ${of}; 95 % interval ${intervalText(figure)}`;
}
