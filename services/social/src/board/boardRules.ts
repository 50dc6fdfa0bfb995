/** The notice board's rules that need no database (docs/social.md#the-notice-board). */
import { BadRequestError } from '@vh/kit';
import { REPORT_TEXT_MAX } from '@vh/contracts/client';

export const BOARD_BODY_MAX = 280;
/** A member posts at most this many messages in any minute... */
export const BOARD_POSTS_PER_MINUTE = 5;
/** ...and a coven at most this many in a UTC day. */
export const BOARD_POSTS_PER_DAY = 200;
/** A board keeps its newest messages; older ones are removed as new ones come. */
export const BOARD_KEPT = 1000;
export const BOARD_PAGE_MAX = 100;
/** What a report may say, players' and board reports alike (docs/sanctions.md). */
export const REPORT_REASON_MAX = REPORT_TEXT_MAX;

// Text may hold line breaks and tabs; other control characters (NUL above all) are no text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

function checkedText(raw: string, what: string, min: number, max: number): string {
  const text = raw.trim();
  const length = [...text].length;
  if (length < min || length > max) {
    throw new BadRequestError(
      min > 0 ? `${what} has ${min} to ${max} characters` : `${what} has at most ${max} characters`,
    );
  }
  if (CONTROL.test(text)) throw new BadRequestError(`${what} cannot hold control characters`);
  return text;
}

/** A message as stored: trimmed, 1 to 280 characters (code points), plain text kept as given. */
export const checkedBody = (raw: string) => checkedText(raw, 'A message', 1, BOARD_BODY_MAX);

export const checkedReason = (raw: string | null | undefined) =>
  checkedText(raw ?? '', 'A report reason', 0, REPORT_REASON_MAX);

/** Seconds until an instant (at least 1: a client told 0 would retry at once). */
export const secondsUntil = (at: Date, now: Date) =>
  Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));

/** The next UTC midnight after `now`: when a coven's daily count starts again. */
export function nextUtcMidnight(now: Date): Date {
  const next = new Date(now);
  next.setUTCHours(24, 0, 0, 0);
  return next;
}
