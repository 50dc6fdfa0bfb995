import type { PlayerRow } from './playerRepository';

/** A time rounded down to its hour (friends see when someone was around, never the minute). */
export function hourOf(at: Date | null): string | null {
  if (!at) return null;
  const hour = new Date(at);
  hour.setUTCMinutes(0, 0, 0);
  return hour.toISOString();
}

/** A SocialPlayer: what any player may see of another. A missing row is a deleted account. */
export interface SocialPlayerView {
  userId: string;
  name: string | null;
  rank: { id: number } | null;
  huntingGround: { id: number } | null;
  lastSeenHour: string | null;
}

export function socialPlayerView(userId: string, row: PlayerRow | null | undefined): SocialPlayerView {
  return {
    userId,
    name: row?.name ?? null,
    rank: row?.rank_id ? { id: row.rank_id } : null,
    huntingGround: row?.hunting_ground_id ? { id: row.hunting_ground_id } : null,
    lastSeenHour: hourOf(row?.last_seen_at ?? null),
  };
}
