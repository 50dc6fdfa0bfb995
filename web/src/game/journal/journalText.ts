/** Texts of the journal (spec 000 sections 4 and 8: journal entry types and combat results). */

import { JOURNAL_RESULT } from '@vh/contracts/client';

export { JOURNAL_RESULT, JOURNAL_TYPE } from '@vh/contracts/client';

export const UNKNOWN_EVENT_TITLE = 'Unknown Event';
export const UNKNOWN_EVENT_TEXT = 'An unknown event occurred';
export const NO_BAIT_TEXT = 'Buy & Equip new Bait!';

/** The heading of a combat entry, naming the enemy when it is known. */
export function journalCombatTitle(result: number, enemyName?: string | null): string {
  const enemy = enemyName?.trim();
  switch (result) {
    case JOURNAL_RESULT.draw:
      return enemy ? `Draw against ${enemy}` : 'Draw';
    case JOURNAL_RESULT.victory:
      return enemy ? `Victory over ${enemy}` : 'Victory';
    case JOURNAL_RESULT.loss:
      return enemy ? `Defeated by ${enemy}` : 'Defeat';
    case JOURNAL_RESULT.noBait:
      return 'No Bait Equipped';
    default:
      return enemy ? `Hunt: ${enemy}` : 'Hunt';
  }
}

/** The tone a combat entry is drawn in. */
export function journalResultTone(result: number): 'draw' | 'victory' | 'loss' | 'no-bait' | 'unknown' {
  switch (result) {
    case JOURNAL_RESULT.draw:
      return 'draw';
    case JOURNAL_RESULT.victory:
      return 'victory';
    case JOURNAL_RESULT.loss:
      return 'loss';
    case JOURNAL_RESULT.noBait:
      return 'no-bait';
    default:
      return 'unknown';
  }
}

export function travelTitle(groundName: string | null | undefined): string {
  return groundName?.trim() ? `Travelled to ${groundName}` : 'Travelled';
}

export function rankUpText(rankName: string | null | undefined): string {
  return rankName?.trim() ? `You have risen to the rank of ${rankName}.` : 'You have risen in rank.';
}

export function progressText(progress: string | null | undefined): string {
  return progress?.trim() ? `Progress: ${progress}` : '';
}
