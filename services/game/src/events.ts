import { create, type DescMessage, type MessageInitShape } from '@bufbuild/protobuf';
import { outboxRowOf, type OutboxInsert } from '@vh/kit';
import { Topics, gameEvents } from '@vh/contracts';

export const SERVICE_NAME = 'game';

export const GameEvents = {
  huntCompleted: gameEvents.HuntCompletedSchema,
  playerProgressed: gameEvents.PlayerProgressedSchema,
  playerTravelled: gameEvents.PlayerTravelledSchema,
  rankReached: gameEvents.RankReachedSchema,
  missionCompleted: gameEvents.MissionCompletedSchema,
  exchangeApplied: gameEvents.ExchangeAppliedSchema,
} as const;

/**
 * A player event as its outbox row. Every player event goes to one topic keyed by the player, so
 * consumers see one player's events in order.
 */
export function playerEventRow<Desc extends DescMessage>(
  schema: Desc,
  init: MessageInitShape<Desc> & { userId: string },
  requestId: string,
): OutboxInsert {
  return outboxRowOf({
    topic: Topics.gamePlayers,
    key: init.userId,
    schema,
    payload: create(schema, init),
    producer: SERVICE_NAME,
    requestId,
  });
}
