/** How the Tournaments tab words phases, places and prizes, and orders the list. */

export type Phase = 'UPCOMING' | 'RUNNING' | 'ENDED';

export const PHASE_LABEL: Record<Phase, string> = {
  UPCOMING: 'Upcoming',
  RUNNING: 'Running',
  ENDED: 'Ended',
};

/** What a countdown counts to in each phase (null: none once ended). */
export function countdownTarget(tournament: {
  phase: Phase;
  startsAt: number;
  closesAt: number;
}): { label: string; at: number } | null {
  if (tournament.phase === 'UPCOMING') return { label: 'Starts in', at: tournament.startsAt };
  if (tournament.phase === 'RUNNING') return { label: 'Closes in', at: tournament.closesAt };
  return null;
}

/** The list in the order a player reads it: running, then upcoming (soonest first), then ended (newest first). */
export function orderTournaments<T extends { phase: Phase; startsAt: number; closesAt: number; id: number }>(
  tournaments: readonly T[],
): T[] {
  const rank: Record<Phase, number> = { RUNNING: 0, UPCOMING: 1, ENDED: 2 };
  return [...tournaments].sort((a, b) => {
    if (a.phase !== b.phase) return rank[a.phase] - rank[b.phase];
    if (a.phase === 'ENDED') return b.closesAt - a.closesAt || b.id - a.id;
    return a.startsAt - b.startsAt || a.id - b.id;
  });
}

/** Places of a prize: '1st', '2nd – 5th'. */
export function placesText(rankFrom: number, rankTo: number): string {
  return rankFrom === rankTo ? ordinal(rankFrom) : `${ordinal(rankFrom)} – ${ordinal(rankTo)}`;
}

export function ordinal(value: number): string {
  const tens = value % 100;
  if (tens >= 11 && tens <= 13) return `${value}th`;
  switch (value % 10) {
    case 1:
      return `${value}st`;
    case 2:
      return `${value}nd`;
    case 3:
      return `${value}rd`;
    default:
      return `${value}th`;
  }
}

/** A prize in words: '500 VGC + 2 × Garlic'; null when it gives nothing. */
export function prizeText(prize: {
  currency?: string | null;
  currencyAmount: number;
  itemId?: number | null;
  itemAmount: number;
  itemName?: string | null;
}): string | null {
  const parts: string[] = [];
  if (prize.currency && prize.currencyAmount > 0) parts.push(`${prize.currencyAmount} ${prize.currency}`);
  if (prize.itemId != null && prize.itemAmount > 0)
    parts.push(`${prize.itemAmount} × ${prize.itemName ?? `item #${prize.itemId}`}`);
  return parts.length ? parts.join(' + ') : null;
}

/** Registrations against the size: '12 of 100 registered' (0: no limit). */
export function sizeText(registered: number, maxPlayers: number): string {
  return maxPlayers > 0 ? `${registered} of ${maxPlayers} registered` : `${registered} registered`;
}
