/** The setting the game reads to plan the next missions on one ground (spec 002 sections 3 and 9). */
export const FORCE_MISSION_GROUND = 'ForceMissionHuntingGround';

interface ForcedGround {
  regionId: number;
  huntingGroundId: number;
}

/** The setting's value: the region id and the hunting-ground id joined by two underscores. */
export function forcedGroundValue({ regionId, huntingGroundId }: ForcedGround): string {
  return `${regionId}__${huntingGroundId}`;
}

/** Reads a saved value back; anything not in that shape is no choice at all. */
export function parseForcedGround(value: string | null | undefined): ForcedGround | null {
  const match = value ? /^(\d+)__(\d+)$/.exec(value) : null;
  return match ? { regionId: Number(match[1]), huntingGroundId: Number(match[2]) } : null;
}
