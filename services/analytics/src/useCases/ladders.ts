import { requireViewer, type Caller } from '@vh/kit';
import type { AnalyticsDeps } from '../deps';
import type { LadderKind } from '../domain/ladderOrder';
import type { LadderEntry, Ranks } from '../ladder/redisLadder';

export const LADDER_PAGE_SIZE = 50;
const REBUILD_LOCK_MS = 120_000;
const WAIT_FOR_OTHER_REBUILDER_MS = 15_000;

let rebuilding: Promise<void> | null = null;

async function rebuild(deps: AnalyticsDeps): Promise<void> {
  const token = await deps.ladder.tryLockRebuild(REBUILD_LOCK_MS);
  if (!token) {
    // Another replica is rebuilding: wait for it rather than doing the work twice.
    const deadline = Date.now() + WAIT_FOR_OTHER_REBUILDER_MS;
    while (!(await deps.ladder.isReady()) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return;
  }
  try {
    let players = 0;
    for await (const rows of deps.players.ranked()) {
      await deps.ladder.placeAll(rows);
      players += rows.length;
    }
    await deps.ladder.markReady();
    deps.logger.info({ players }, 'ladders rebuilt in Redis from PostgreSQL');
  } finally {
    await deps.ladder.unlockRebuild(token);
  }
}

/**
 * Makes sure Redis holds the ladders: when it lost them (flushed, a new instance) they are rebuilt
 * from PostgreSQL, once per process at a time and once across replicas (a Redis lock).
 */
export async function ensureLadders(deps: AnalyticsDeps): Promise<void> {
  if (await deps.ladder.isReady()) return;
  rebuilding ??= rebuild(deps).finally(() => (rebuilding = null));
  await rebuilding;
}

/** A page of 50 rows of a ladder, starting at a 0-based offset (any signed-in account). */
export async function ladderPage(
  deps: AnalyticsDeps,
  caller: Caller,
  kind: LadderKind,
  offset: number,
): Promise<LadderEntry[]> {
  requireViewer(caller.viewer);
  await ensureLadders(deps);
  return deps.ladder.page(kind, Math.max(0, Math.trunc(offset)), LADDER_PAGE_SIZE);
}

export async function ranksOf(deps: AnalyticsDeps, userIds: readonly string[]): Promise<Ranks[]> {
  await ensureLadders(deps);
  return deps.ladder.ranksOf(userIds);
}
