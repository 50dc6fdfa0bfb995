import { claimUnprocessed, type Knex } from '@vh/kit';
import {
  decodePayload,
  economyEvents,
  envelopeOccurredAt,
  gameEvents,
  identityEvents,
  paymentsEvents,
  type EventEnvelope,
} from '@vh/contracts';
import type { AnalyticsDeps } from '../deps';
import { eventToLadderSeconds, eventsProcessed } from '../metrics';
import type { PlayerRow, Progress } from '../repositories/playerRepository';
import type { ProgressPoint } from '../seasons/score';
import { applySeasonProgress, ensureSeasonsFor, placeOnSeasonLadders } from '../seasons/seasonProgress';
import { applyLeagueHunts, ensureWeeksFor, type LeagueHunt } from '../leagues/leagueScoring';
import { applyTournamentHunts, type TournamentHunt } from '../tournaments/tournamentScoring';
import { applySanction } from '../sanctions/ladderHolds';

const { UserRole } = identityEvents;

/** The UTC calendar day of an instant, as PostgreSQL's date. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

interface AccountEvent {
  envelope: EventEnvelope;
  occurredAt: Date;
}

/** What a batch of events changes, per player, gathered before anything is written. */
interface BatchChanges {
  byUser: Map<
    string,
    {
      /** The newest progress: totals are absolute, so older ones in the batch add nothing. */
      progress?: Progress;
      /** Every progress of the batch: seasons fold them in order (a boundary may fall between). */
      points: ProgressPoint[];
      /** Account events in their order (a rename after a ban must stay after it). */
      accounts: AccountEvent[];
    }
  >;
  activity: Map<string, { userId: string; day: string }>;
  /** Payment events in their order (a refund after its purchase). */
  payments: AccountEvent[];
  /** Every hunt, for the leagues and tournaments. */
  hunts: (LeagueHunt & TournamentHunt)[];
}

/** The player an identity event is about, or null for events analytics does not follow. */
function accountUserId(envelope: EventEnvelope): string | null {
  return (
    (
      decodePayload(envelope, identityEvents.UserRegisteredSchema) ??
      decodePayload(envelope, identityEvents.UserUpdatedSchema) ??
      decodePayload(envelope, identityEvents.UserDeletedSchema) ??
      decodePayload(envelope, identityEvents.SanctionChangedSchema)
    )?.userId ?? null
  );
}

function gather(envelopes: EventEnvelope[]): BatchChanges {
  const changes: BatchChanges = { byUser: new Map(), activity: new Map(), payments: [], hunts: [] };
  const of = (userId: string) => {
    let entry = changes.byUser.get(userId);
    if (!entry) changes.byUser.set(userId, (entry = { accounts: [], points: [] }));
    return entry;
  };
  for (const envelope of envelopes) {
    const occurredAt = envelopeOccurredAt(envelope);
    const progress = decodePayload(envelope, gameEvents.PlayerProgressedSchema);
    if (progress) {
      const entry = of(progress.userId);
      const held = entry.progress;
      const version = Number(progress.progressVersion);
      entry.points.push({ version, occurredAt, xp: Number(progress.xpTotal), coolness: progress.coolness });
      if (!held || version > held.version) {
        const xp = Number(progress.xpTotal);
        entry.progress = {
          userId: progress.userId,
          name: progress.name,
          avatarImageId: progress.avatarImageId || null,
          xp,
          coolness: progress.coolness,
          version,
          // A total unchanged since an older event of the batch was reached then, not now.
          xpAt: held && held.xp === xp ? held.xpAt : occurredAt,
          coolnessAt: held && held.coolness === progress.coolness ? held.coolnessAt : occurredAt,
        };
      }
      continue;
    }
    const hunt = decodePayload(envelope, gameEvents.HuntCompletedSchema);
    if (hunt) {
      changes.hunts.push({
        userId: hunt.userId,
        at: occurredAt,
        result: hunt.result,
        autoHunt: hunt.modifiers?.autoHunt ?? false,
        enemyId: hunt.enemyId,
      });
    }
    const trade = decodePayload(envelope, economyEvents.TradeCompletedSchema);
    // The hourly retainer hunt runs without the player: it is not activity.
    const active = (hunt && !hunt.modifiers?.autoHunt ? hunt.userId : null) ?? trade?.userId;
    if (active) {
      const day = dayOf(occurredAt);
      changes.activity.set(`${active}:${day}`, { userId: active, day });
      continue;
    }
    if (envelope.type.startsWith('vh.payments.')) {
      changes.payments.push({ envelope, occurredAt });
      continue;
    }
    const userId = accountUserId(envelope);
    if (userId) of(userId).accounts.push({ envelope, occurredAt });
  }
  return changes;
}

/** Applies one identity event; answers the player's row when the ladder must follow it. */
async function applyAccountEvent(
  deps: AnalyticsDeps,
  trx: Knex.Transaction,
  { envelope, occurredAt }: AccountEvent,
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
  const sanctioned = await applySanction(trx, envelope);
  if (sanctioned) return sanctioned;
  const deleted = decodePayload(envelope, identityEvents.UserDeletedSchema);
  if (deleted) {
    await deps.players.markDeleted(trx, deleted.userId, occurredAt);
    await deps.scores.eraseArchivedName(trx, deleted.userId);
    return deps.players.find(deleted.userId, trx);
  }
  return undefined;
}

const fromSeconds = (value: bigint) => new Date(Number(value) * 1000);

/** Purchases and subscriptions for the daily records (spec 002: subscriptions active, purchases by package). */
async function applyPaymentEvent(
  deps: AnalyticsDeps,
  trx: Knex.Transaction,
  { envelope, occurredAt }: AccountEvent,
) {
  const completed = decodePayload(envelope, paymentsEvents.PaymentCompletedSchema);
  if (completed) {
    await deps.stats.recordPurchase(trx, {
      paymentId: completed.paymentId,
      userId: completed.userId,
      packageId: completed.packageId,
      day: dayOf(occurredAt),
    });
    return;
  }
  const reversed = decodePayload(envelope, paymentsEvents.PaymentReversedSchema);
  if (reversed) {
    await deps.stats.removePurchase(trx, reversed.paymentId);
    return;
  }
  const subscription = decodePayload(envelope, paymentsEvents.SubscriptionChangedSchema);
  if (subscription) {
    await deps.stats.saveSubscription(trx, {
      userId: subscription.userId,
      level: subscription.level,
      activeFrom: fromSeconds(subscription.activeFrom),
      activeUntil: fromSeconds(subscription.activeUntil),
      at: occurredAt,
    });
  }
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
  const unique = firstCopies(envelopes);
  const instantsOf = (type: string) =>
    unique.filter((envelope) => envelope.type === type).map(envelopeOccurredAt);
  await ensureSeasonsFor(deps, instantsOf(gameEvents.PlayerProgressedSchema.typeName));
  await ensureWeeksFor(deps, instantsOf(gameEvents.HuntCompletedSchema.typeName));
  let fresh = new Set<string>();
  let placed = new Map<string, PlayerRow>();
  await deps.db.transaction(async (trx) => {
    fresh = await claimUnprocessed(
      trx,
      unique.map((envelope) => envelope.id),
    );
    const changes = gather(unique.filter((envelope) => fresh.has(envelope.id)));
    // Players in user id order, so concurrent batches (other partitions) lock rows in one order.
    const userIds = [...changes.byUser.keys()].sort();
    const rows = new Map<string, PlayerRow>();
    // The open seasons, read once (share-locked: an end-now or an archive waits for this batch).
    const openSeasons = userIds.length > 0 ? await deps.seasons.open(trx) : [];
    // Seasons first: each score's base is the lifetime total before the batch.
    await applySeasonProgress(
      deps,
      trx,
      openSeasons,
      new Map(
        userIds.flatMap((userId) => {
          const points = changes.byUser.get(userId)!.points;
          return points.length > 0 ? [[userId, points] as const] : [];
        }),
      ),
    );
    // Every player's progress in one statement, before their account events (as one at a time did).
    const progresses = userIds.flatMap((userId) => changes.byUser.get(userId)!.progress ?? []);
    for (const row of await deps.players.applyProgress(trx, progresses)) rows.set(row.user_id, row);
    for (const userId of userIds) {
      for (const account of changes.byUser.get(userId)!.accounts) {
        const row = await applyAccountEvent(deps, trx, account);
        if (row) rows.set(userId, row);
      }
    }
    await deps.stats.recordActivity(
      trx,
      [...changes.activity.values()].sort((a, b) =>
        `${a.userId}${a.day}`.localeCompare(`${b.userId}${b.day}`),
      ),
    );
    for (const payment of changes.payments) await applyPaymentEvent(deps, trx, payment);
    await applyLeagueHunts(deps, trx, changes.hunts);
    await applyTournamentHunts(deps, trx, changes.hunts);
    await deps.ladder.placeAll([...rows.values()]);
    await placeOnSeasonLadders(deps, trx, openSeasons, userIds);
    placed = rows;
  });
  const now = Date.now();
  const copies = envelopes.length - unique.length;
  if (copies > 0) eventsProcessed.inc({ type: 'any', outcome: 'duplicate' }, copies);
  for (const envelope of unique) {
    const isFresh = fresh.has(envelope.id);
    const progress = isFresh ? decodePayload(envelope, gameEvents.PlayerProgressedSchema) : undefined;
    if (progress && placed.has(progress.userId)) {
      eventToLadderSeconds.observe((now - envelopeOccurredAt(envelope).getTime()) / 1000);
    }
    eventsProcessed.inc({ type: envelope.type, outcome: isFresh ? 'applied' : 'duplicate' });
  }
}
