import type { Random } from './random';
import { MISSION_GOAL_BY_RARITY, MISSION_PAUSE_SECONDS, MISSION_SECONDS } from './rules';

export interface MissionObjective {
  enemyId: number;
  goal: number;
}

export interface MissionReward {
  xp: number;
  currencies: { name: string; value: number }[];
  items: { itemId: number; amount: number }[];
}

interface MissionPlan {
  huntingGroundId: number;
  objectives: MissionObjective[];
  reward: MissionReward;
}

interface CandidateEnemy {
  id: number;
  raritySequence: number;
  xp: number;
  currencies: { name: string; value: number }[];
}

/**
 * Plans a mission on a ground: one to three distinct enemies of its tables (bosses only as a single
 * objective), goals by rarity, and a reward worth about a third more than the catches themselves.
 */
export function planMission(
  ground: { id: number; enemies: CandidateEnemy[]; rewardItemId: number | null },
  random: Random,
): MissionPlan | null {
  const pool = ground.enemies.filter((enemy) => enemy.raritySequence < MISSION_GOAL_BY_RARITY.length - 1);
  if (pool.length === 0) return null;
  const count = Math.min(random.int(1, 3), pool.length);
  const chosen: CandidateEnemy[] = [];
  const remaining = [...pool];
  while (chosen.length < count) {
    chosen.push(remaining.splice(random.int(0, remaining.length - 1), 1)[0]!);
  }
  const objectives = chosen.map((enemy) => ({
    enemyId: enemy.id,
    goal: MISSION_GOAL_BY_RARITY[enemy.raritySequence] ?? 1,
  }));
  const worth = (pick: (enemy: CandidateEnemy) => number) =>
    Math.round(
      chosen.reduce((sum, enemy, index) => sum + pick(enemy) * objectives[index]!.goal, 0) * (1 / 3),
    );
  const currencyNames = [...new Set(chosen.flatMap((enemy) => enemy.currencies.map((entry) => entry.name)))];
  return {
    huntingGroundId: ground.id,
    objectives,
    reward: {
      xp: worth((enemy) => enemy.xp),
      currencies: currencyNames
        .map((name) => ({
          name,
          value: worth((enemy) => enemy.currencies.find((entry) => entry.name === name)?.value ?? 0),
        }))
        .filter((entry) => entry.value > 0),
      items: ground.rewardItemId === null ? [] : [{ itemId: ground.rewardItemId, amount: 1 }],
    },
  };
}

/** The window of the mission after one that ended at `previousEnd` (or now, for the first). */
export function nextWindow(previousEnd: number | null, now: number): { startsAt: number; endsAt: number } {
  const startsAt = previousEnd === null ? now : Math.max(previousEnd + MISSION_PAUSE_SECONDS, now);
  return { startsAt, endsAt: startsAt + MISSION_SECONDS };
}

/** Parses ForceMissionHuntingGround ('regionId__huntingGroundId') to the ground id. */
export function forcedGroundId(setting: string | undefined): number | null {
  const match = setting ? /^(\d+)__(\d+)$/.exec(setting) : null;
  return match ? Number(match[2]) : null;
}
