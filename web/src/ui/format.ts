/** Number and time formatting of the spec (000 section 9). */

const UNITS: [number, string][] = [
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
];

/** 1234567 -> '1.23M' above the threshold (1,000 by default; XP uses 10,000, header currencies 100,000). */
export function shorten(value: number, threshold = 1000): string {
  if (Math.abs(value) < threshold) return String(value);
  let larger: [number, string] | undefined;
  for (const unit of UNITS) {
    const [size, symbol] = unit;
    if (Math.abs(value) >= size) {
      const shown = (value / size).toFixed(2);
      // 999,999 would read '1000.00K': what rounds up to 1,000 of a unit is shown in the next one.
      if (larger && Math.abs(Number(shown)) >= 1000) return `${(value / larger[0]).toFixed(2)}${larger[1]}`;
      return `${shown}${symbol}`;
    }
    larger = unit;
  }
  return String(value);
}

/** The HUNT countdown: minutes:seconds. */
export function minutesSeconds(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The mission countdown: days, hours and minutes; seconds appear only within the last full minute
 * (our reading of "seconds only on a full minute").
 */
export function missionCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  if (seconds < 60) return `${seconds}s`;
  const days = Math.floor(seconds / 86400);
  const hours = Math.floor((seconds % 86400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return [days && `${days}d`, (days || hours) && `${hours}h`, `${minutes}m`].filter(Boolean).join(' ');
}

/** Usernames are cut at 14 characters plus an ellipsis. */
export function cutName(name: string, length = 14): string {
  return name.length > length ? `${name.slice(0, length)}...` : name;
}

/** Prices of the premium shop: US dollars with two decimals, '9.99 USD'. */
export function usd(value: number): string {
  return `${value.toFixed(2)} USD`;
}

export function dateTime(seconds: number): string {
  return new Date(seconds * 1000).toLocaleString();
}
