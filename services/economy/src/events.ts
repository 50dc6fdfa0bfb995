import { create } from '@bufbuild/protobuf';
import { enqueueEvent, type Knex } from '@vh/kit';
import { Topics, economyEvents } from '@vh/contracts';
import type { TradeRow } from './repositories/tradeRepository';

export const SERVICE_NAME = 'economy';

/** Writes TradeCompleted to the outbox in the caller's transaction, keyed by the player. */
export function emitTradeCompleted(trx: Knex.Transaction, trade: TradeRow, requestId: string) {
  return enqueueEvent(trx, {
    topic: Topics.economyTrades,
    key: trade.user_id,
    schema: economyEvents.TradeCompletedSchema,
    payload: create(economyEvents.TradeCompletedSchema, {
      tradeId: trade.id,
      userId: trade.user_id,
      kind: trade.kind,
      itemId: trade.item_id,
      amount: BigInt(trade.amount),
      merchant: trade.merchant,
      currencies: trade.currencies.map((entry) => ({
        shortName: entry.shortName,
        delta: BigInt(entry.delta),
      })),
      items: trade.items.map((entry) => ({ itemId: entry.itemId, delta: BigInt(entry.delta) })),
      idempotencyKey: trade.idempotency_key,
    }),
    producer: SERVICE_NAME,
    requestId,
  });
}
