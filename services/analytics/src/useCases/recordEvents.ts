import { claimUnprocessed, type Knex } from '@vh/kit';
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
import type { PlayerRow, Progress } from '../repositories/playerRepository';

const { UserRole } = identityEvents;

/** The UTC calendar day of an instant, as PostgreSQL's date. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** What a batch of events changes, gathered before anything is written. */
interface BatchChanges {
  /** The newest progress per player: totals are absolute, so older ones in the batch add nothing. */
  progress: Map<string, Progress>;
  activity: Map<string, { userId: string; day: string }>;
  /** Account events in their order (a rename after a ban must stay after it). */
  accounts: { envelope: EventEnvelope; occurredAt: Date }[];
}

function gather(envelopes: EventEnvelope[]): BatchChanges {
  const changes: BatchChanges = { progress: new Map(), activity: new Map(), accounts: [] };
  for (const envelope of envelopes) {
    const occurredAt = envelopeOccurredAt(envelope);
    const progress = decodePayload(envelope, gameEvents.PlayerProgressedSchema);
    if (progress) {
      const version = Number(progress.progressVersion);
      const held = changes.progress.get(progress.userId);
      if (!held || version > held.version) {
        changes.progress.set(progress.userId, {
          userId: progress.userId,
          name: progress.name,
          avatarImageId: progress.avatarImageId || null,
          xp: Number(progress.xpTotal),
          coolness: progress.coolness,
          version,
          occurredAt,
        });
      }
      continue;
    }
    const hunt = decodePayload(envelope, gameEvents.HuntCompletedSchema);
    const trade = decodePayload(envelope, economyEvents.TradeCompletedSchema);
    // The hourly retainer hunt runs without the player: it is not activity.
    const active = (hunt && !hunt.modifiers?.autoHunt ? hunt.userId : null) ?? trade?.userId;
    if (active) {
      const day = dayOf(occurredAt);
      changes.activity.set(`${active}:${day}`, { userId: active, day });
      continue;
    }
    changes.accounts.push({ envelope, occurredAt });
  }
  return changes;
}

/** Applies one identity event; answers the player's row when the ladder must follow it. */
async function applyAccountEvent(
  deps: AnalyticsDeps,
  trx: Knex.Transaction,
  { envelope, occurredAt }: { envelope: EventEnvelope; occurredAt: Date },
): Promise<PlayerRow | undefined> {
  const registered = decodePayload(envelope, identityEvents.UserRegisteredSchema);
  if (registered) {
    return deps.players.applyAccount(trx, {
      userId: registered.userId,
      name: registered.name,
      registeredAt: occurredAt,
    });
  }
  const updated = decodePayload(envelope, identityEvents.UserUpdatedSchema);
  if (updated) {
    return deps.players.applyAccount(trx, {
      userId: updated.userId,
      name: updated.name,
      banned: updated.role === UserRole.BANNED,
    });
  }
  const deleted = decodePayload(envelope, identityEvents.UserDeletedSchema);
  if (deleted) {
    await deps.players.markDeleted(trx, deleted.userId, occurredAt);
    return deps.players.find(deleted.userId, trx);
  }
  return undefined;
}

/** A redelivery may sit in the same batch as its original: only the first copy counts. */
function firstCopies(envelopes: EventEnvelope[]): EventEnvelope[] {
  const byId = new Map<string, EventEnvelope>();
  for (const envelope of envelopes) if (!byId.has(envelope.id)) byId.set(envelope.id, envelope);
  return [...byId.values()];
}

/**
 * Applies a batch of events, each at most once (their ids are claimed in the same transaction). The
 * ladders in Redis are written from the final PostgreSQL rows inside that transaction: if Redis
 * fails the batch is retried; if the commit fails after Redis took the writes, the redelivery
 * writes the same totals again.
 */
export async function recordEvents(deps: AnalyticsDeps, envelopes: EventEnvelope[]): Promise<void> {
  let fresh = new Set<string>();
  let placed = new Map<string, PlayerRow>();
  await deps.db.transaction(async (trx) => {
    fresh = await claimUnprocessed(
      trx,
      envelopes.map((envelope) => envelope.id),
    );
    const changes = gather(firstCopies(envelopes).filter((envelope) => fresh.has(envelope.id)));
    const rows = new Map<string, PlayerRow>();
    for (const progress of changes.progress.values()) {
      const row = await deps.players.applyProgress(trx, progress);
      if (row) rows.set(row.user_id, row);
    }
    for (const account of changes.accounts) {
      const row = await applyAccountEvent(deps, trx, account);
      if (row) rows.set(row.user_id, row);
    }
    await deps.stats.recordActivity(trx, [...changes.activity.values()]);
    await deps.ladder.placeAll([...rows.values()]);
    placed = rows;
  });
  const now = Date.now();
  const copies = envelopes.length - firstCopies(envelopes).length;
  if (copies > 0) eventsProcessed.inc({ type: 'any', outcome: 'duplicate' }, copies);
  for (const envelope of firstCopies(envelopes)) {
    const isFresh = fresh.has(envelope.id);
    const progress = isFresh ? decodePayload(envelope, gameEvents.PlayerProgressedSchema) : undefined;
    if (progress && placed.has(progress.userId)) {
      eventToLadderSeconds.observe((now - envelopeOccurredAt(envelope).getTime()) / 1000);
    }
    eventsProcessed.inc({ type: envelope.type, outcome: isFresh ? 'applied' : 'duplicate' });
  }
}
