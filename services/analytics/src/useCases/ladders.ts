import { BadRequestError, requireViewer, type Caller } from '@vh/kit';
import type { AnalyticsDeps } from '../deps';
import type { LadderKind } from '../domain/ladderOrder';
import type { LadderEntry, LadderRowInput, Neighbourhood, Ranks, RedisLadder } from '../ladder/redisLadder';

export const LADDER_PAGE_SIZE = 50;
export const MAX_RADIUS = 25;
const DEFAULT_RADIUS = 5;
const REBUILD_LOCK_MS = 120_000;
const WAIT_FOR_OTHER_REBUILDER_MS = 15_000;

/** Rebuilds in progress in this process, by ladder. */
const rebuilding = new Map<RedisLadder['keyPrefix'], Promise<void>>();

async function rebuild(
  ladder: RedisLadder,
  label: string,
  deps: Pick<AnalyticsDeps, 'logger'>,
  rows: () => AsyncIterable<readonly LadderRowInput[]>,
): Promise<void> {
  const token = await ladder.tryLockRebuild(REBUILD_LOCK_MS);
  if (!token) {
    // Another replica is rebuilding: wait for it rather than doing the work twice.
    const deadline = Date.now() + WAIT_FOR_OTHER_REBUILDER_MS;
    while (!(await ladder.isReady()) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return;
  }
  try {
    let players = 0;
    for await (const page of rows()) {
      await ladder.placeAll(page);
      players += page.length;
    }
    await ladder.markReady();
    deps.logger.info({ players, ladder: label }, 'ladders rebuilt in Redis from PostgreSQL');
  } finally {
    await ladder.unlockRebuild(token);
  }
}

/**
 * Makes sure Redis holds a pair of ladders: when it lost them (flushed, a new instance) they are
 * rebuilt from `rows` (PostgreSQL), once per process at a time and once across replicas (a Redis lock).
 */
export async function rebuildOnce(
  ladder: RedisLadder,
  label: string,
  deps: Pick<AnalyticsDeps, 'logger'>,
  rows: () => AsyncIterable<readonly LadderRowInput[]>,
): Promise<void> {
  if (await ladder.isReady()) return;
  let running = rebuilding.get(ladder.keyPrefix);
  if (!running) {
    running = rebuild(ladder, label, deps, rows).finally(() => rebuilding.delete(ladder.keyPrefix));
    rebuilding.set(ladder.keyPrefix, running);
  }
  await running;
}

/** The lifetime ladders, rebuilt from the players' totals when Redis lost them. */
export function ensureLadders(deps: AnalyticsDeps): Promise<void> {
  return rebuildOnce(deps.ladder, 'lifetime', deps, () => deps.players.ranked());
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

/** The radius asked for, checked: 0 to MAX_RADIUS. */
export function checkedRadius(radius: number | null | undefined): number {
  return checkedInteger(radius ?? DEFAULT_RADIUS, 'radius', 0, MAX_RADIUS);
}

/** The signed-in player's place on a lifetime ladder and `radius` places each side. */
export async function ladderAroundMe(
  deps: AnalyticsDeps,
  caller: Caller,
  kind: LadderKind,
  radius: number | null | undefined,
): Promise<Neighbourhood> {
  const viewer = requireViewer(caller.viewer);
  const checked = checkedRadius(radius);
  await ensureLadders(deps);
  return deps.ladder.around(kind, viewer.userId, checked);
}

export async function ranksOf(deps: AnalyticsDeps, userIds: readonly string[]): Promise<Ranks[]> {
  await ensureLadders(deps);
  return deps.ladder.ranksOf(userIds);
}

/** An integer argument within its documented range, or a 400 naming it. */
export function checkedInteger(value: number, name: string, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new BadRequestError(`${name} must be an integer from ${min} to ${max}`);
  }
  return value;
}
