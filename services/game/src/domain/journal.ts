/** Journal entry types (spec 001's journal: travel, combat, rank up, mission reward, system). */
export const JOURNAL = { travel: 0, combat: 1, rankUp: 2, missionReward: 3, system: 4 } as const;

/** The combat result of an auto-hunt that found no bait (beside the combat results 0 to 3). */
export const NO_BAIT_RESULT = 4;
