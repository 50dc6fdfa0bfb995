/**
 * The consumer's part of tournaments, in each batch's transaction: a won hunt of a registered
 * player inside a tournament's window scores the enemy's points from its point table.
 */
import type { Knex } from '@vh/kit';
import type { AnalyticsDeps } from '../deps';
import { endOf, pointsFor } from './rules';

export interface TournamentHunt {
  userId: string;
  at: Date;
  result: number;
  enemyId: number;
}

const WIN = 2;

export async function applyTournamentHunts(
  deps: AnalyticsDeps,
  trx: Knex.Transaction,
  hunts: readonly TournamentHunt[],
): Promise<void> {
  const wins = hunts.filter((hunt) => hunt.result === WIN);
  if (wins.length === 0) return;
  const unfinished = await deps.tournaments.unfinished();
  if (unfinished.length === 0) return;
  // Registrations exist but content's tournaments are not loaded yet: try the batch again later
  // rather than lose its points.
  if (deps.content.version < 0) throw new Error('content snapshot not loaded: tournaments cannot score yet');
  const running = unfinished.flatMap((state) => {
    const tournament = deps.content.entry('tournament', state.tournament_id);
    return tournament
      ? [{ tournament, startsMs: tournament.startsAt * 1000, endsMs: endOf(tournament, state.ended_at) }]
      : [];
  });
  const entries = await deps.tournaments.entries(
    trx,
    running.map((entry) => entry.tournament.id),
    [...new Set(wins.map((hunt) => hunt.userId))].sort(),
  );
  const byKey = new Map(entries.map((entry) => [`${entry.tournament_id}:${entry.user_id}`, entry]));
  const changed = new Set<string>();
  for (const hunt of [...wins].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    for (const { tournament, startsMs, endsMs } of running) {
      const at = hunt.at.getTime();
      const key = `${tournament.id}:${hunt.userId}`;
      const entry = byKey.get(key);
      const points = pointsFor(tournament, hunt.enemyId);
      if (!entry || at < startsMs || at >= endsMs || points === 0) continue;
      byKey.set(key, { ...entry, points: entry.points + points, points_at: hunt.at });
      changed.add(key);
    }
  }
  await deps.tournaments.savePoints(
    trx,
    [...changed].map((key) => byKey.get(key)!),
  );
}
