import { create, type DescMessage, type MessageInitShape } from '@bufbuild/protobuf';
import { enqueueEvent, type Knex } from '@vh/kit';
import { Topics, gameEvents } from '@vh/proto';

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
 * Writes a player event to the outbox in the caller's transaction. Every player event goes to one
 * topic keyed by the player, so consumers see one player's events in order.
 */
export function emitPlayerEvent<Desc extends DescMessage>(
  trx: Knex.Transaction,
  schema: Desc,
  init: MessageInitShape<Desc> & { userId: string },
  requestId: string,
) {
  return enqueueEvent(trx, {
    topic: Topics.gamePlayers,
    key: init.userId,
    schema,
    payload: create(schema, init),
    producer: SERVICE_NAME,
    requestId,
  });
}
