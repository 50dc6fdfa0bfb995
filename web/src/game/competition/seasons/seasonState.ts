import type { LadderKind } from '../../../__generated__/graphql';
import { seasonWindow } from './seasonDates';

/** Where a season stands: scoring now, over with standings still being written, or final for good. */
export type SeasonState = 'live' | 'ending' | 'final';

export function seasonState(season: { ended: boolean; archived: boolean }): SeasonState {
  if (season.archived) return 'final';
  return season.ended ? 'ending' : 'live';
}

export const STATE_LABEL: Record<SeasonState, string> = {
  live: 'Live',
  ending: 'Ended: final standings follow',
  final: 'Final standings',
};

/** The season picker's line: 'Season 12 · live', 'Season 11 · 16 – 23 Nov 2026'. */
export function seasonOption(season: { number: number; startsAt: number; endsAt: number; ended: boolean }) {
  const when = season.ended ? seasonWindow(season.startsAt, season.endsAt) : 'live';
  return `Season ${season.number} · ${when}`;
}

/** What a season ladder with nobody on it says. */
export function emptyLadderText(kind: LadderKind, state: SeasonState): string {
  const gain = kind === 'XP' ? 'XP' : 'Coolness';
  return state === 'live'
    ? `Nobody has gained ${gain} this season yet.`
    : `Nobody gained ${gain} in this season.`;
}

/** The player's own place above the ladder, or why there is none. */
export function myPlaceText(
  me: { rank: number } | null | undefined,
  total: number,
  kind: LadderKind,
  state: SeasonState,
): string {
  if (me)
    return `${state === 'final' ? 'Your final place' : 'Your place'}: #${me.rank} of ${total.toLocaleString()}`;
  const gain = kind === 'XP' ? 'XP' : 'Coolness';
  return state === 'live' ? `Gain ${gain} to join this ladder` : `You gained no ${gain} in this season`;
}
