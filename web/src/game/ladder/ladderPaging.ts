import type { LadderKind } from '../../__generated__/graphql';
import { LADDER_PAGE_SIZE } from '../../config';
import type { Player } from '../player/meQuery';

export const LADDER_TABS = ['XP Leaderboard', 'Coolness Leaderboard'] as const;
export type LadderTab = (typeof LADDER_TABS)[number];

export const KIND_OF_TAB: Record<LadderTab, LadderKind> = {
  'XP Leaderboard': 'XP',
  'Coolness Leaderboard': 'COOLNESS',
};

/** The player's place on a ladder; 0 while unranked. */
export function playerRank(player: Player, kind: LadderKind): number {
  return (kind === 'XP' ? player.ladderRank : player.coolnessRank) ?? 0;
}

/** A page that shows the player in its middle (spec 001: the ladder opens around the user). */
export function offsetAroundPlayer(player: Player, kind: LadderKind): number {
  return Math.max(0, playerRank(player, kind) - LADDER_PAGE_SIZE / 2);
}

export function previousOffset(offset: number): number {
  return Math.max(0, offset - LADDER_PAGE_SIZE);
}

export function nextOffset(offset: number): number {
  return offset + LADDER_PAGE_SIZE;
}
