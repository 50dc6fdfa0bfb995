import { requirePlayer, type Caller } from '@vh/kit';
import type { GameDeps } from '../deps';
import { seconds } from '../clock';
import { currencyAmount } from './playerView';

/** GET /api/ClientMission: the running mission with the player's progress, or the next one. */
export async function missionView(deps: GameDeps, caller: Caller) {
  const { userId } = requirePlayer(caller.viewer);
  const now = seconds(deps.clock());
  const mission = await deps.missions.currentOrNext(now);
  if (!mission) return null;
  const running = mission.starts_at <= now;
  const progress = running ? await deps.missions.progress(mission.id, userId) : undefined;
  return {
    id: String(mission.id),
    startTimestamp: mission.starts_at,
    endTimestamp: mission.ends_at,
    running,
    huntingGround: { id: mission.hunting_ground_id },
    objectives: running
      ? mission.objectives.map((objective, index) => ({
          enemyId: objective.enemyId,
          enemy: { id: objective.enemyId },
          caught: progress?.caught[index] ?? 0,
          goal: objective.goal,
        }))
      : [],
    reward: running
      ? {
          xp: mission.reward.xp,
          currencies: mission.reward.currencies.map((entry) =>
            currencyAmount(deps.content, entry.name, entry.value),
          ),
          items: mission.reward.items.map((entry) => ({ ...entry, item: { id: entry.itemId } })),
        }
      : null,
    completed: Boolean(progress?.completed_at),
  };
}
