import type { ContentUsageQuery, ContentUse } from '@vh/contracts';
import type { GameDeps } from '../deps';

const players = (count: number) => (count === 1 ? '1 player' : `${count} players`);

/**
 * What the players' state still uses of the entries content is about to delete: held and equipped
 * items, currencies held, grounds players stand on, enemies of fights in progress and the ground,
 * objectives and reward items of missions not yet ended. For content's release validation.
 */
export async function contentUsage(deps: GameDeps, query: ContentUsageQuery): Promise<ContentUse[]> {
  const uses: ContentUse[] = [];
  const repo = deps.contentUsage;
  for (const use of await repo.heldItems(query.itemIds)) {
    uses.push({ kind: 'item', id: use.id, reason: `held by ${players(use.players)}` });
  }
  for (const use of await repo.equippedItems(query.itemIds)) {
    uses.push({ kind: 'item', id: use.id, reason: `equipped by ${players(use.players)}` });
  }
  for (const use of await repo.heldCurrencies(query.currencies)) {
    uses.push({ kind: 'currency', id: use.id, reason: `held by ${players(use.players)}` });
  }
  for (const use of await repo.playersOnGrounds(query.huntingGroundIds)) {
    uses.push({
      kind: 'huntingground',
      id: use.id,
      reason: `${players(use.players)} ${use.players === 1 ? 'stands' : 'stand'} on it`,
    });
  }
  for (const use of await repo.enemiesInFights(query.enemyIds)) {
    uses.push({ kind: 'enemy', id: use.id, reason: `in the fight in progress of ${players(use.players)}` });
  }
  const items = new Set(query.itemIds);
  const grounds = new Set(query.huntingGroundIds);
  const enemies = new Set(query.enemyIds);
  for (const mission of await repo.unfinishedMissions(Math.floor(deps.clock() / 1000))) {
    const named = `mission ${mission.id}, not ended`;
    if (grounds.has(mission.hunting_ground_id)) {
      uses.push({ kind: 'huntingground', id: mission.hunting_ground_id, reason: `the ground of ${named}` });
    }
    for (const objective of mission.objectives) {
      if (enemies.has(objective.enemyId))
        uses.push({ kind: 'enemy', id: objective.enemyId, reason: `an objective of ${named}` });
    }
    for (const reward of mission.reward.items) {
      if (items.has(reward.itemId))
        uses.push({ kind: 'item', id: reward.itemId, reason: `the reward of ${named}` });
    }
  }
  return uses;
}
