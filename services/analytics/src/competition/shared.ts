/** What every competition's end-now shares: its audit entry and the places around a player. */
import { recordAdminChange, type Caller, type Knex, type Viewer } from '@vh/kit';

/** Records that an admin ended a season, league week or tournament early: its end before and after. */
export function recordEndedNow(
  trx: Knex.Transaction,
  change: { admin: Viewer; caller: Caller; entity: string; id: number; endedBefore: Date; endsAt: Date },
): Promise<boolean> {
  return recordAdminChange(trx, {
    actor: change.admin,
    entity: change.entity,
    entityId: change.id,
    action: 'endedNow',
    before: { endsAt: change.endedBefore.toISOString() },
    after: { endsAt: change.endsAt.toISOString() },
    requestId: change.caller.requestId,
  });
}

/**
 * The 0-based offset and count of a page holding a 1-based `rank` and `radius` places each side, or
 * the top 2 x radius + 1 when the player has no place.
 */
export function pageAround(rank: number | null, radius: number): { first: number; count: number } {
  if (rank === null) return { first: 0, count: 2 * radius + 1 };
  const first = Math.max(0, rank - 1 - radius);
  return { first, count: rank - first + radius };
}
