/** A tournament's rules as players read them (docs/competition.md). */
import type { TournamentData, TournamentPrizeData } from '@vh/contracts/contentContract';

/** A player is registered in at most this many tournaments that have not ended. */
export const MAX_ACTIVE_REGISTRATIONS = 3;

export type Phase = 'UPCOMING' | 'RUNNING' | 'ENDED';

/** The end of the window: its scheduled end, or an admin's end-now when earlier. */
export function endOf(tournament: Pick<TournamentData, 'endsAt'>, endedAt: Date | null): number {
  const scheduled = tournament.endsAt * 1000;
  return endedAt ? Math.min(scheduled, endedAt.getTime()) : scheduled;
}

export function phaseOf(
  tournament: Pick<TournamentData, 'startsAt' | 'endsAt'>,
  endedAt: Date | null,
  nowMs: number,
): Phase {
  if (nowMs < tournament.startsAt * 1000) return 'UPCOMING';
  return nowMs < endOf(tournament, endedAt) ? 'RUNNING' : 'ENDED';
}

/** What a won fight against `enemyId` scores (0 when the enemy is not in the point table). */
export function pointsFor(tournament: Pick<TournamentData, 'pointTable'>, enemyId: number): number {
  return tournament.pointTable.find((entry) => entry.enemyId === enemyId)?.points ?? 0;
}

/** The prize of a final place: the first prize whose places hold it, when it gives anything. */
export function prizeFor(
  tournament: Pick<TournamentData, 'prizes'>,
  rank: number,
): TournamentPrizeData | null {
  const prize = tournament.prizes.find((entry) => rank >= entry.rankFrom && rank <= entry.rankTo);
  if (!prize) return null;
  const gives =
    (prize.itemId !== null && prize.itemAmount > 0) || (prize.currency !== null && prize.currencyAmount > 0);
  return gives ? prize : null;
}
