/// <reference types="jest" />
import { LADDER_PAGE_SIZE } from '../../../config';
import type { Player } from '../../player/meQuery';
import {
  KIND_OF_TAB,
  LADDER_TABS,
  nextOffset,
  offsetAroundPlayer,
  playerRank,
  previousOffset,
} from '../ladderPaging';

function player(ladderRank: number | null, coolnessRank: number | null): Player {
  return { ladderRank, coolnessRank } as never;
}

describe('ladder tabs', () => {
  it('maps each tab to its ladder', () => {
    expect(LADDER_TABS.map((tab) => KIND_OF_TAB[tab])).toEqual(['XP', 'COOLNESS']);
  });
});

describe('playerRank', () => {
  it('reads the rank of the chosen ladder', () => {
    expect(playerRank(player(12, 340), 'XP')).toBe(12);
    expect(playerRank(player(12, 340), 'COOLNESS')).toBe(340);
  });

  it('is 0 while unranked', () => {
    expect(playerRank(player(null, 5), 'XP')).toBe(0);
    expect(playerRank(player(5, null), 'COOLNESS')).toBe(0);
  });
});

describe('offsetAroundPlayer', () => {
  it('uses pages of 50', () => {
    expect(LADDER_PAGE_SIZE).toBe(50);
  });

  it('starts half a page before the player', () => {
    expect(offsetAroundPlayer(player(1000, null), 'XP')).toBe(975);
    expect(offsetAroundPlayer(player(null, 126), 'COOLNESS')).toBe(101);
  });

  it('starts at the top for players near it or unranked', () => {
    expect(offsetAroundPlayer(player(1, 1), 'XP')).toBe(0);
    expect(offsetAroundPlayer(player(25, 25), 'XP')).toBe(0);
    expect(offsetAroundPlayer(player(26, 26), 'XP')).toBe(1);
    expect(offsetAroundPlayer(player(null, null), 'COOLNESS')).toBe(0);
  });

  it('uses the rank of the ladder asked for', () => {
    const both = player(500, 60);
    expect(offsetAroundPlayer(both, 'XP')).toBe(475);
    expect(offsetAroundPlayer(both, 'COOLNESS')).toBe(35);
  });
});

describe('previousOffset and nextOffset', () => {
  it('move by a page', () => {
    expect(nextOffset(0)).toBe(50);
    expect(nextOffset(975)).toBe(1025);
    expect(previousOffset(100)).toBe(50);
  });

  it('never go before the top', () => {
    expect(previousOffset(50)).toBe(0);
    expect(previousOffset(20)).toBe(0);
    expect(previousOffset(0)).toBe(0);
  });
});
