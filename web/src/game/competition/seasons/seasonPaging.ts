import { LADDER_PAGE_SIZE } from '../../../config';

/** Which ranks a season ladder page asks for: `limit` players from the 0-based `offset`. */
export interface LadderWindow {
  offset: number;
  limit: number;
}

export const FIRST_PAGE: LadderWindow = { offset: 0, limit: LADDER_PAGE_SIZE };

/** Half a page each side of the player: the "Me" jump shows a page with the player in its middle. */
export const AROUND_ME_RADIUS = LADDER_PAGE_SIZE / 2;

export const hasPrevious = (offset: number): boolean => offset > 0;

export const hasNext = (offset: number, shown: number, total: number): boolean => offset + shown < total;

/**
 * The page before one starting at `offset`: up to a page, ending right above it. After a "Me" jump
 * that started mid-page the first page is shorter, so no rank shows twice.
 */
export function previousWindow(offset: number): LadderWindow {
  return {
    offset: Math.max(0, offset - LADDER_PAGE_SIZE),
    limit: Math.max(1, Math.min(LADDER_PAGE_SIZE, offset)),
  };
}

/** The page after the `shown` rows from `offset`: it starts right below the last one. */
export function nextWindow(offset: number, shown: number): LadderWindow {
  return { offset: offset + shown, limit: LADDER_PAGE_SIZE };
}

/** Where a neighbourhood of the ladder starts (its first row's rank, 0-based). */
export function neighbourhoodOffset(rows: readonly { rank: number }[]): number {
  return rows.length > 0 ? rows[0]!.rank - 1 : 0;
}
