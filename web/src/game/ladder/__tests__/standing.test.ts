/// <reference types="jest" />
import { lifetimeStanding } from '../standing';

const row = {
  userId: 'u1',
  name: 'Vlad',
  avatarImageId: 7,
  xp: 12_000,
  ladderRank: 4,
  coolness: 30,
  coolnessRank: null,
};

describe('lifetimeStanding', () => {
  it('reads the place and score of the ladder asked for', () => {
    expect(lifetimeStanding(row, 'XP')).toEqual({
      userId: 'u1',
      name: 'Vlad',
      avatarImageId: 7,
      rank: 4,
      score: 12_000,
    });
    expect(lifetimeStanding(row, 'COOLNESS')).toMatchObject({ rank: null, score: 30 });
  });
});
