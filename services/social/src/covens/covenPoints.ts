/**
 * The coven ladder's points (docs/social.md#covens): every member's XP points this season, asked of
 * analytics (which owns seasons) a page at a time, stored on their membership and summed onto their
 * coven, so the ladder and a coven's rank are reads of one index. The social job runs it once per
 * COVEN_POINTS_INTERVAL_MS across replicas; between runs a leaver's points leave at once
 * (seats.ts), a newcomer's arrive with the next run.
 */
import { randomUUID } from 'node:crypto';
import { SEASON_POINTS_MAX_USERS } from '@vh/contracts';
import type { SocialDeps } from '../deps';
import { storedPoints } from './covenRepository';
import { askSeasonPoints } from './seasonPointsClient';

/** Answers how many members were asked about, and the season analytics answered for. */
export async function refreshCovenPoints(
  deps: Pick<SocialDeps, 'db' | 'analytics'>,
): Promise<{ members: number; season: number | null }> {
  let season: number | null = null;
  let asked = 0;
  for (let after: string | null = null; ;) {
    const userIds = await storedPoints.memberIdsAfter(deps.db, after, SEASON_POINTS_MAX_USERS);
    if (userIds.length === 0) break;
    const answer = await askSeasonPoints(deps.analytics, userIds, randomUUID());
    await storedPoints.saveForMembers(deps.db, answer.points);
    season = answer.season;
    asked += userIds.length;
    after = userIds[userIds.length - 1]!;
  }
  if (season !== null) await storedPoints.sumOntoCovens(deps.db, season);
  return { members: asked, season };
}
