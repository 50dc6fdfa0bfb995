/// <reference types="jest" />
import { placeText, placementsBySeason } from '../placements';

const window3 = { startsAt: 1_700_000_000, endsAt: 1_700_604_800 };
const window4 = { startsAt: 1_700_604_800, endsAt: 1_701_209_600 };

describe('placementsBySeason', () => {
  it('joins both ladders of a season, newest season first', () => {
    expect(
      placementsBySeason([
        { season: 3, kind: 'XP', rank: 2, of: 10, score: 900, ...window3 },
        { season: 4, kind: 'COOLNESS', rank: 7, of: 8, score: 12, ...window4 },
        { season: 3, kind: 'COOLNESS', rank: 1, of: 9, score: 40, ...window3 },
        { season: 4, kind: 'XP', rank: 5, of: 11, score: 300, ...window4 },
      ]),
    ).toEqual([
      {
        season: 4,
        ...window4,
        xp: { rank: 5, of: 11, score: 300 },
        coolness: { rank: 7, of: 8, score: 12 },
      },
      {
        season: 3,
        ...window3,
        xp: { rank: 2, of: 10, score: 900 },
        coolness: { rank: 1, of: 9, score: 40 },
      },
    ]);
  });

  it('leaves a ladder the player had no place on empty', () => {
    expect(placementsBySeason([{ season: 3, kind: 'XP', rank: 2, of: 10, score: 900, ...window3 }])).toEqual([
      { season: 3, ...window3, xp: { rank: 2, of: 10, score: 900 }, coolness: null },
    ]);
  });

  it('is empty without placements', () => {
    expect(placementsBySeason([])).toEqual([]);
  });
});

describe('placeText', () => {
  it('reads "rank of N"', () => {
    expect(placeText({ rank: 3, of: 120, score: 10 })).toBe('#3 of 120');
  });

  it('says when the player had no place', () => {
    expect(placeText(null)).toBe('Not ranked');
  });
});
