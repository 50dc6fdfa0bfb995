import DataLoader from 'dataloader';
import { requestContent, type BaseContext, type ContentSnapshotCache } from '@vh/kit';
import type { SocialDeps } from './deps';
import type { PlayerRow } from './players/playerRepository';

export interface SocialContext extends BaseContext {
  deps: SocialDeps;
  /** Per request: the players a page shows (friends, members, authors), one query. */
  players: DataLoader<string, PlayerRow | null>;
}

export async function buildSocialContext(
  base: BaseContext,
  deps: SocialDeps,
  snapshot?: Pick<ContentSnapshotCache, 'preview' | 'pinnedAt'>,
): Promise<SocialContext> {
  const requestDeps = snapshot ? { ...deps, content: await requestContent(base, snapshot) } : deps;
  return {
    ...base,
    deps: requestDeps,
    players: new DataLoader(async (userIds: readonly string[]) => {
      const rows = new Map((await deps.players.byIds(userIds)).map((row) => [row.user_id, row]));
      return userIds.map((userId) => rows.get(userId) ?? null);
    }),
  };
}
