import { claimUnprocessed, startBatchEventConsumer, type Kafka, type Knex } from '@vh/kit';
import {
  Topics,
  analyticsEvents,
  decodePayload,
  envelopeOccurredAt,
  gameEvents,
  identityEvents,
  type EventEnvelope,
} from '@vh/contracts';
import type { SocialDeps } from '../deps';
import { creditExpeditionHunts, type CountedHunt } from '../expeditions/credit';
import { notifyCompetitionResults, type CompetitionResultEvent } from '../inbox/competitionResults';
import { forgetPlayer } from '../players/forgetPlayer';
import { nameKey } from '../players/playerRepository';

export const SOCIAL_GROUP = 'social';
export const SOCIAL_TOPICS = [Topics.identityUsers, Topics.gamePlayers, Topics.analyticsCompetition];

const { UserRole } = identityEvents;

/** Applies one account or game event to the players projection. */
async function applyToPlayers(deps: SocialDeps, trx: Knex.Transaction, envelope: EventEnvelope) {
  const occurredAt = envelopeOccurredAt(envelope);
  const account =
    decodePayload(envelope, identityEvents.UserRegisteredSchema) ??
    decodePayload(envelope, identityEvents.UserUpdatedSchema);
  if (account) {
    await deps.players.upsert(trx, account.userId, {
      name: account.name,
      name_key: nameKey(account.name),
      banned: account.role === UserRole.BANNED,
    });
    return;
  }
  const deleted = decodePayload(envelope, identityEvents.UserDeletedSchema);
  if (deleted) return forgetPlayer(trx, deleted.userId);
  const progress = decodePayload(envelope, gameEvents.PlayerProgressedSchema);
  if (progress) {
    await deps.players.applyProgress(trx, progress.userId, {
      name: progress.name,
      rankId: progress.rankId,
      version: progress.progressVersion,
    });
    return deps.players.seen(trx, progress.userId, occurredAt);
  }
  const hunt = decodePayload(envelope, gameEvents.HuntCompletedSchema);
  if (hunt) return deps.players.seen(trx, hunt.userId, occurredAt, hunt.huntingGroundId);
  const travel = decodePayload(envelope, gameEvents.PlayerTravelledSchema);
  if (travel) return deps.players.seen(trx, travel.userId, occurredAt, travel.toHuntingGroundId);
}

function countedHunt(envelope: EventEnvelope, hunt: gameEvents.HuntCompleted): CountedHunt {
  return {
    eventId: envelope.id,
    userId: hunt.userId,
    combatId: hunt.combatId,
    enemyId: hunt.enemyId,
    huntingGroundId: hunt.huntingGroundId,
    result: hunt.result,
    autoHunt: hunt.modifiers?.autoHunt ?? false,
    occurredAt: envelopeOccurredAt(envelope),
    requestId: envelope.requestId || envelope.id,
  };
}

const enemyName = (deps: SocialDeps, enemyId: number) =>
  deps.content.entry('enemy', enemyId)?.name ?? `enemy ${enemyId}`;

const itemName = (deps: SocialDeps, itemId: number) =>
  deps.content.entry('item', itemId)?.name ?? `item ${itemId}`;

/**
 * One consumer group over identity's, the game's and analytics' events: the players projection
 * (names, ranks, where and when last seen), account deletions, the hunts expeditions count, and
 * league and tournament results for the inbox. A chunk is one
 * transaction; each event applies once (its id is claimed in the same transaction).
 */
export function startSocialConsumer(deps: SocialDeps, kafka: Kafka) {
  return startBatchEventConsumer({
    kafka,
    groupId: SOCIAL_GROUP,
    topics: [...SOCIAL_TOPICS],
    fromBeginning: true,
    logger: deps.logger,
    handle: async (events) => {
      await deps.db.transaction(async (trx) => {
        const fresh = await claimUnprocessed(
          trx,
          events.map((event) => event.envelope.id),
        );
        const hunts: CountedHunt[] = [];
        const results: CompetitionResultEvent[] = [];
        for (const { envelope } of events) {
          if (!fresh.has(envelope.id)) continue;
          await applyToPlayers(deps, trx, envelope);
          const hunt = decodePayload(envelope, gameEvents.HuntCompletedSchema);
          if (hunt) hunts.push(countedHunt(envelope, hunt));
          const result = decodePayload(envelope, analyticsEvents.CompetitionResultSchema);
          if (result) results.push({ result, requestId: envelope.requestId || envelope.id });
        }
        // After the projection: the chunk's hunts at once, so its expeditions are locked in one order.
        await creditExpeditionHunts(trx, hunts, (enemyId) => enemyName(deps, enemyId));
        await notifyCompetitionResults(trx, results, (itemId) => itemName(deps, itemId));
      });
    },
  });
}
