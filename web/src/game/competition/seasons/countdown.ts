/** The countdown to a season's end, as parts a person reads: '6 days 23 hours 59 minutes'. */

export type CountdownUnit = 'day' | 'hour' | 'minute' | 'second';

export interface CountdownPart {
  value: number;
  unit: CountdownUnit;
}

/**
 * Days, hours and minutes left; units above the first non-zero one drop out ('5 hours 3 minutes'),
 * and within the last minute only the seconds show (a ticking '0 minutes' would say nothing).
 */
export function countdownParts(totalSeconds: number): CountdownPart[] {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  if (seconds < 60) return [{ value: seconds, unit: 'second' }];
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const parts: CountdownPart[] = [];
  if (days) parts.push({ value: days, unit: 'day' });
  if (days || hours) parts.push({ value: hours, unit: 'hour' });
  parts.push({ value: minutes, unit: 'minute' });
  return parts;
}

/** 'day' or 'days' as the value needs. */
export function unitName({ value, unit }: CountdownPart): string {
  return value === 1 ? unit : `${unit}s`;
}

/** The whole countdown in words, for screen readers and titles: '6 days, 23 hours, 1 minute'. */
export function countdownText(parts: CountdownPart[]): string {
  return parts.map((part) => `${part.value} ${unitName(part)}`).join(', ');
}
