/// <reference types="jest" />
import { emptyLadderText, myPlaceText, seasonOption, seasonState } from '../seasonState';

describe('seasonState', () => {
  it('is live until the window ends, then ending until archived, then final', () => {
    expect(seasonState({ ended: false, archived: false })).toBe('live');
    expect(seasonState({ ended: true, archived: false })).toBe('ending');
    expect(seasonState({ ended: true, archived: true })).toBe('final');
  });
});

describe('seasonOption', () => {
  it('calls the running season live and shows an ended one by its dates', () => {
    const start = Date.UTC(2026, 10, 23) / 1000;
    expect(seasonOption({ number: 12, startsAt: start, endsAt: start + 604_800, ended: false })).toBe(
      'Season 12 · live',
    );
    expect(seasonOption({ number: 11, startsAt: start, endsAt: start + 604_800, ended: true })).toMatch(
      /^Season 11 · .*2026$/,
    );
  });
});

describe('ladder texts', () => {
  it('says nobody scored, in the tense of the season', () => {
    expect(emptyLadderText('XP', 'live')).toBe('Nobody has gained XP this season yet.');
    expect(emptyLadderText('COOLNESS', 'final')).toBe('Nobody gained Coolness in this season.');
  });

  it('gives the player place, final once archived', () => {
    expect(myPlaceText({ rank: 3 }, 120, 'XP', 'live')).toBe('Your place: #3 of 120');
    expect(myPlaceText({ rank: 1 }, 9, 'COOLNESS', 'final')).toBe('Your final place: #1 of 9');
  });

  it('says how to get a place, or that there was none', () => {
    expect(myPlaceText(null, 120, 'XP', 'live')).toBe('Gain XP to join this ladder');
    expect(myPlaceText(null, 120, 'COOLNESS', 'final')).toBe('You gained no Coolness in this season');
  });
});
