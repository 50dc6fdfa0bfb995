import { processOnce, type Knex } from '@vh/kit';
import {
  decodePayload,
  economyEvents,
  envelopeOccurredAt,
  gameEvents,
  identityEvents,
  type EventEnvelope,
} from '@vh/proto';
import type { AnalyticsDeps } from '../deps';
import { eventToLadderSeconds, eventsProcessed } from '../metrics';

const { UserRole } = identityEvents;

/** The UTC calendar day of an instant, as PostgreSQL's date. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Applies one event once (deduplicated on its id in the same transaction). Ladder writes happen
 * inside that transaction, after PostgreSQL: if Redis fails the event is retried; if the commit
 * fails after Redis took the write, the redelivery writes the same totals again.
 */
export async function recordEvent(deps: AnalyticsDeps, envelope: EventEnvelope): Promise<void> {
  const occurredAt = envelopeOccurredAt(envelope);
  const progress = decodePayload(envelope, gameEvents.PlayerProgressedSchema);
  let placed = false;
  const applied = await processOnce(deps.db, envelope.id, async (trx) => {
    if (progress) {
      const row = await deps.players.applyProgress(trx, {
        userId: progress.userId,
        name: progress.name,
        avatarImageId: progress.avatarImageId || null,
        xp: Number(progress.xpTotal),
        coolness: progress.coolness,
        version: Number(progress.progressVersion),
        occurredAt,
      });
      if (row) {
        await deps.ladder.place(row);
        placed = true;
      }
      return;
    }
    const hunt = decodePayload(envelope, gameEvents.HuntCompletedSchema);
    // The hourly retainer hunt runs without the player: it is not activity.
    if (hunt && !hunt.modifiers?.autoHunt) {
      await deps.stats.recordActivity(trx, hunt.userId, dayOf(occurredAt));
      return;
    }
    const trade = decodePayload(envelope, economyEvents.TradeCompletedSchema);
    if (trade) {
      await deps.stats.recordActivity(trx, trade.userId, dayOf(occurredAt));
      return;
    }
    await recordAccountEvent(deps, trx, envelope, occurredAt);
  });
  eventsProcessed.inc({
    type: envelope.type,
    outcome: applied ? (progress && !placed ? 'stale' : 'applied') : 'duplicate',
  });
  if (placed) eventToLadderSeconds.observe((Date.now() - occurredAt.getTime()) / 1000);
}

async function recordAccountEvent(
  deps: AnalyticsDeps,
  trx: Knex.Transaction,
  envelope: EventEnvelope,
  occurredAt: Date,
): Promise<void> {
  const registered = decodePayload(envelope, identityEvents.UserRegisteredSchema);
  if (registered) {
    await deps.players.applyAccount(trx, {
      userId: registered.userId,
      name: registered.name,
      registeredAt: occurredAt,
    });
    return;
  }
  const updated = decodePayload(envelope, identityEvents.UserUpdatedSchema);
  if (updated) {
    const row = await deps.players.applyAccount(trx, {
      userId: updated.userId,
      name: updated.name,
      banned: updated.role === UserRole.BANNED,
    });
    await deps.ladder.place(row);
    return;
  }
  const deleted = decodePayload(envelope, identityEvents.UserDeletedSchema);
  if (deleted) {
    await deps.players.markDeleted(trx, deleted.userId, occurredAt);
    const row = await deps.players.find(deleted.userId, trx);
    if (row) await deps.ladder.place(row);
  }
}
