import DataLoader from 'dataloader';
import type { BaseContext, ContentSnapshotCache } from '@vh/kit';
import { GameContent } from './content/gameContent';
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

/**
 * A request's context: the content version in force when the request reached the gateway, so every
 * service answering it reads the same one; a previewing admin's reads answer from the draft's
 * snapshot (queries only: the kit refuses a preview's mutations).
 */
export async function buildGameContext(
  base: BaseContext,
  live: GameDeps,
  previews?: Pick<ContentSnapshotCache, 'preview'>,
): Promise<GameContext> {
  const content =
    base.preview !== undefined && previews
      ? GameContent.ofPreview(await previews.preview(base.preview))
      : live.content.pinnedAt(base.asOf);
  const deps = { ...live, content, previewing: base.preview !== undefined };
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
