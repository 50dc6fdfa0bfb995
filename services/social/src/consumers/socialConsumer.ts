import { startBatchEventConsumer, type Kafka, type Knex } from '@vh/kit';
import {
  Topics,
  decodePayload,
  envelopeOccurredAt,
  gameEvents,
  identityEvents,
  type EventEnvelope,
} from '@vh/contracts';
import type { SocialDeps } from '../deps';
import { creditExpeditionHunts, type CountedHunt } from '../expeditions/credit';
import { applySanctionEvent } from '../moderation/sanctionNews';
import { forgetPlayer } from '../players/forgetPlayer';
import { nameKey, type PlayerActivity, type PlayerProgress } from '../players/playerRepository';

export const SOCIAL_GROUP = 'social';
const SOCIAL_GATHER_MS = 250;
export const SOCIAL_TOPICS = [Topics.identityUsers, Topics.gamePlayers];

const { UserRole } = identityEvents;

/** An account event, applied at once and in order: it makes, renames, bans or removes the row. */
async function applyAccountEvent(deps: SocialDeps, trx: Knex.Transaction, envelope: EventEnvelope) {
  if (await applySanctionEvent(trx, envelope)) return;
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
  if (deleted) await forgetPlayer(trx, deleted.userId);
}

/**
 * The game's events of a chunk folded per player before anything is written: the newest progress,
 * the latest activity and the ground of the latest hunt or travel (one player's events come in order).
 */
class GameActivity {
  readonly progress = new Map<string, PlayerProgress>();
  readonly activity = new Map<string, PlayerActivity>();

  add(envelope: EventEnvelope): gameEvents.HuntCompleted | undefined {
    const at = envelopeOccurredAt(envelope);
    const progress = decodePayload(envelope, gameEvents.PlayerProgressedSchema);
    if (progress) {
      const known = this.progress.get(progress.userId);
      if (!known || known.version < progress.progressVersion) {
        this.progress.set(progress.userId, {
          userId: progress.userId,
          rankId: progress.rankId,
          version: progress.progressVersion,
        });
      }
      this.seen(progress.userId, at);
      return undefined;
    }
    const hunt = decodePayload(envelope, gameEvents.HuntCompletedSchema);
    if (hunt) {
      this.seen(hunt.userId, at, hunt.huntingGroundId);
      return hunt;
    }
    const travel = decodePayload(envelope, gameEvents.PlayerTravelledSchema);
    if (travel) this.seen(travel.userId, at, travel.toHuntingGroundId);
    return undefined;
  }

  private seen(userId: string, at: Date, huntingGroundId?: number) {
    const known = this.activity.get(userId);
    this.activity.set(userId, {
      userId,
      at: known && known.at > at ? known.at : at,
      huntingGroundId: huntingGroundId || known?.huntingGroundId,
    });
  }
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

/**
 * One consumer group over identity's and the game's events: the players projection (names, ranks,
 * where and when last seen), account deletions and the hunts expeditions count (league and tournament
 * results have a group of their own: inbox/competitionResultsConsumer.ts). A chunk is one
 * transaction. No event ids are claimed: every step is idempotent by itself, so a redelivered chunk
 * changes nothing (the projection keeps the newest version and the latest hour, a deletion deletes
 * what is there, the expedition ledger's event_id is unique and only a new ledger row catches a
 * target, inbox lines have dedupe keys).
 */
export function startSocialConsumer(deps: SocialDeps, kafka: Kafka) {
  return startBatchEventConsumer({
    kafka,
    groupId: SOCIAL_GROUP,
    topics: [...SOCIAL_TOPICS],
    fromBeginning: true,
    logger: deps.logger,
    // A chunk is one transaction: gathering a little longer makes far fewer of them (nothing here
    // needs the last few hundred milliseconds).
    gatherMs: SOCIAL_GATHER_MS,
    handle: async (events) => {
      await deps.db.transaction(async (trx) => {
        const game = new GameActivity();
        const hunts: CountedHunt[] = [];
        for (const { envelope, topic } of events) {
          if (topic === Topics.identityUsers) {
            await applyAccountEvent(deps, trx, envelope);
            continue;
          }
          const hunt = game.add(envelope);
          if (hunt) hunts.push(countedHunt(envelope, hunt));
        }
        await deps.players.applyProgress(trx, [...game.progress.values()]);
        await deps.players.seen(trx, [...game.activity.values()]);
        // After the projection: the chunk's hunts at once, so its expeditions are locked in one order.
        await creditExpeditionHunts(trx, hunts, (enemyId) => enemyName(deps, enemyId));
      });
    },
  });
}
