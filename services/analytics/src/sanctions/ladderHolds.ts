/**
 * Ladder holds (docs/sanctions.md#ladder-hold): identity's SanctionChanged events of kind
 * ladder_hold set the player's `held_until` (the latest end of their holds in force), in the same
 * transaction as the consumer's other writes; the ladders in Redis follow from the player's row, and
 * leagues and tournaments rank by SQL that compares `held_until` with now. A hold that ends needs its
 * player placed on the Redis ladders again: `releaseEndedHolds`, run by the league job.
 */
import type { Knex } from '@vh/kit';
import { decodePayload, identityEvents, type EventEnvelope } from '@vh/contracts';
import type { AnalyticsDeps } from '../deps';
import type { PlayerRow } from '../repositories/playerRepository';
import { placeOnSeasonLadders } from '../seasons/seasonProgress';

/** How a permanent hold is stored: a time no clock reaches (PostgreSQL's infinity is no JS Date). */
const PERMANENT = new Date('9999-12-31T00:00:00Z');

/** Recomputes the player's `held_until` from their holds; answers the row (null: no player yet). */
async function recomputeHeldUntil(trx: Knex.Transaction, userId: string): Promise<PlayerRow | undefined> {
  const [row] = await trx
    .raw(
      `update players p set
       held_until = (select max(coalesce(h.ends_at, ?::timestamptz)) from ladder_holds h
                     where h.user_id = p.user_id and not h.lifted and (h.ends_at is null or h.ends_at > now())),
       row_version = p.row_version + 1,
       updated_at = now()
     where p.user_id = ?
     returning *`,
      [PERMANENT, userId],
    )
    .then((result: { rows: PlayerRow[] }) => result.rows);
  return (
    row && {
      ...row,
      xp: Number(row.xp),
      row_version: Number(row.row_version),
      progress_version: Number(row.progress_version),
    }
  );
}

/** Applies a sanction event; answers the player's row when the ladders must follow it. */
export async function applySanction(
  trx: Knex.Transaction,
  envelope: EventEnvelope,
): Promise<PlayerRow | undefined> {
  const changed = decodePayload(envelope, identityEvents.SanctionChangedSchema);
  if (!changed) return undefined;
  if (changed.change === 'created' && changed.clawbackTournamentIds.length > 0) {
    await trx('clawbacks')
      .insert(
        changed.clawbackTournamentIds.map((tournamentId) => ({
          sanction_id: String(changed.sanctionId),
          tournament_id: tournamentId,
          user_id: changed.userId,
        })),
      )
      .onConflict(['sanction_id', 'tournament_id'])
      .ignore();
  }
  if (changed.kind !== 'ladder_hold') return undefined;
  const hold = {
    sanction_id: String(changed.sanctionId),
    user_id: changed.userId,
    ends_at: changed.endsAtMs === 0n ? null : new Date(Number(changed.endsAtMs)),
    lifted: changed.liftedAtMs !== 0n,
    version: changed.version,
  };
  // The newest version of the sanction wins (a redelivered older one changes nothing).
  await trx('ladder_holds')
    .insert(hold)
    .onConflict('sanction_id')
    .merge()
    .where('ladder_holds.version', '<', hold.version);
  return recomputeHeldUntil(trx, changed.userId);
}

/** Players whose hold ended go back on the Redis ladders (lifetime and open seasons); answers how many. */
export async function releaseEndedHolds(deps: AnalyticsDeps): Promise<number> {
  return deps.db.transaction(async (trx) => {
    const ended = await trx('players')
      .where('held_until', '<=', trx.fn.now())
      .orderBy('user_id')
      .limit(500)
      .forUpdate()
      .pluck('user_id');
    if (ended.length === 0) return 0;
    const rows: PlayerRow[] = [];
    for (const userId of ended as string[]) {
      const row = await recomputeHeldUntil(trx, userId);
      if (row) rows.push(row);
    }
    await deps.ladder.placeAll(rows);
    await placeOnSeasonLadders(deps, trx, await deps.seasons.open(trx), ended as string[]);
    return rows.length;
  });
}
