import { JOURNAL_RESULT, JOURNAL_TYPE } from '@vh/contracts/client';

/** Journal entry types (spec 001's journal: travel, combat, rank up, mission reward, system): contracts'. */
export const JOURNAL = JOURNAL_TYPE;

/** The combat result of an auto-hunt that found no bait (beside the combat results 0 to 3). */
export const NO_BAIT_RESULT = JOURNAL_RESULT.noBait;
