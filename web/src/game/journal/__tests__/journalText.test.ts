/// <reference types="jest" />
import {
  JOURNAL_RESULT,
  journalCombatTitle,
  journalResultTone,
  progressText,
  rankUpText,
  travelTitle,
} from '../journalText';

describe('journalCombatTitle', () => {
  it('names the enemy with each result', () => {
    expect(journalCombatTitle(JOURNAL_RESULT.draw, 'Ghoul')).toBe('Draw against Ghoul');
    expect(journalCombatTitle(JOURNAL_RESULT.victory, 'Ghoul')).toBe('Victory over Ghoul');
    expect(journalCombatTitle(JOURNAL_RESULT.loss, 'Ghoul')).toBe('Defeated by Ghoul');
  });

  it('falls back to the bare result without an enemy name', () => {
    expect(journalCombatTitle(JOURNAL_RESULT.draw)).toBe('Draw');
    expect(journalCombatTitle(JOURNAL_RESULT.victory, null)).toBe('Victory');
    expect(journalCombatTitle(JOURNAL_RESULT.loss, '   ')).toBe('Defeat');
  });

  it('trims the enemy name', () => {
    expect(journalCombatTitle(JOURNAL_RESULT.victory, '  Count Orlok ')).toBe('Victory over Count Orlok');
  });

  it('titles an auto-hunt without bait regardless of any enemy', () => {
    expect(journalCombatTitle(JOURNAL_RESULT.noBait, 'Ghoul')).toBe('No Bait Equipped');
    expect(journalCombatTitle(JOURNAL_RESULT.noBait)).toBe('No Bait Equipped');
  });

  it('gives unknown results a neutral hunt title', () => {
    expect(journalCombatTitle(0, 'Ghoul')).toBe('Hunt: Ghoul');
    expect(journalCombatTitle(9)).toBe('Hunt');
  });
});

describe('journalResultTone', () => {
  it('maps each result to its tone and anything else to unknown', () => {
    expect([1, 2, 3, 4, 0, 5].map(journalResultTone)).toEqual([
      'draw',
      'victory',
      'loss',
      'no-bait',
      'unknown',
      'unknown',
    ]);
  });
});

describe('entry texts', () => {
  it('names the hunting ground travelled to when known', () => {
    expect(travelTitle('Carfax Abbey')).toBe('Travelled to Carfax Abbey');
    expect(travelTitle('')).toBe('Travelled');
    expect(travelTitle(null)).toBe('Travelled');
    expect(travelTitle(undefined)).toBe('Travelled');
  });

  it('names the new rank when known', () => {
    expect(rankUpText('Slayer')).toBe('You have risen to the rank of Slayer.');
    expect(rankUpText(' ')).toBe('You have risen in rank.');
    expect(rankUpText(null)).toBe('You have risen in rank.');
  });

  it('shows progress only when there is some', () => {
    expect(progressText('3/10')).toBe('Progress: 3/10');
    expect(progressText('')).toBe('');
    expect(progressText(undefined)).toBe('');
  });
});
