import DataLoader from 'dataloader';
import type { BaseContext } from '@vh/kit';
import type { GameDeps } from './deps';

export interface HuntCounts {
  player: number;
  global: number;
}

export interface GameContext extends BaseContext {
  deps: GameDeps;
  /** Per request: how often the viewer and everyone hunted each enemy. */
  huntCounts: DataLoader<number, HuntCounts>;
  /** Per request: how many of each item the viewer holds. */
  ownedAmounts: DataLoader<number, number>;
}

export function buildGameContext(base: BaseContext, deps: GameDeps): GameContext {
  return {
    ...base,
    deps,
    huntCounts: new DataLoader(async (enemyIds: readonly number[]) => {
      const counts = await deps.grimoire.counts(base.viewer?.userId ?? null, enemyIds);
      return enemyIds.map((id) => counts.get(id) ?? { player: 0, global: 0 });
    }),
    ownedAmounts: new DataLoader(async (itemIds: readonly number[]) => {
      const userId = base.viewer?.userId;
      const amounts = userId ? await deps.players.itemAmounts(userId, itemIds) : new Map<number, number>();
      return itemIds.map((id) => amounts.get(id) ?? 0);
    }),
  };
}
