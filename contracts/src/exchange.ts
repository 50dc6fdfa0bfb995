import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import * as gameExchange from './gen/vh/game/v1/exchange_pb';

/**
 * The game's exchange call (POST /internal/exchange, vh.game.v1.ExchangeRequest/Response) as the
 * calling services see it: negative deltas debit, positive credit. The HTTP client that sends it
 * is infrastructure and lives in the kit (`ExchangeClient`).
 */
export interface ExchangeCall {
  idempotencyKey: string;
  userId: string;
  currencies?: { shortName: string; delta: number }[];
  items?: { itemId: number; delta: number }[];
  reason: string;
  /** Answer the key's outcome only; a key never seen is refused for good (code NOT_APPLIED). */
  settleOnly?: boolean;
  /** Debits take at most what the player holds (a clawback); `applied` tells what was taken. */
  takeAvailable?: boolean;
  requirements?: {
    minXp?: number;
    minSubscriptionLevel?: number;
    heldItems?: { itemId: number; amount: number }[];
    /** Balances the player must hold (amount = the least), checked with the change. */
    heldCurrencies?: { shortName: string; amount: number }[];
  };
}

export type ExchangeCallStatus = 'applied' | 'replayed' | 'refused';

export interface ExchangeCallResult {
  status: ExchangeCallStatus;
  /** UPPER_SNAKE reason of a refusal (see vh/game/v1/exchange.proto); empty otherwise. */
  code: string;
  message: string;
  currencies: { shortName: string; amount: number }[];
  items: { itemId: number; amount: number }[];
  /** The deltas applied (with takeAvailable, debits cut to what the player held). */
  applied: { currencies: { shortName: string; delta: number }[]; items: { itemId: number; delta: number }[] };
}

const { ExchangeRequestSchema, ExchangeResponseSchema, ExchangeStatus } = gameExchange;

const STATUS: Partial<Record<gameExchange.ExchangeStatus, ExchangeCallStatus>> = {
  [ExchangeStatus.APPLIED]: 'applied',
  [ExchangeStatus.REPLAYED]: 'replayed',
  [ExchangeStatus.REFUSED]: 'refused',
};

/** The request body of one exchange call, protobuf-encoded. */
export function encodeExchangeCall(call: ExchangeCall): Uint8Array {
  const request = create(ExchangeRequestSchema, {
    idempotencyKey: call.idempotencyKey,
    userId: call.userId,
    reason: call.reason,
    settleOnly: call.settleOnly ?? false,
    takeAvailable: call.takeAvailable ?? false,
    currencies: (call.currencies ?? []).map((entry) => ({
      shortName: entry.shortName,
      delta: BigInt(entry.delta),
    })),
    items: (call.items ?? []).map((entry) => ({ itemId: entry.itemId, delta: BigInt(entry.delta) })),
    requirements: call.requirements && {
      minXp: BigInt(call.requirements.minXp ?? 0),
      minSubscriptionLevel: call.requirements.minSubscriptionLevel ?? 0,
      heldItems: (call.requirements.heldItems ?? []).map((entry) => ({
        itemId: entry.itemId,
        delta: BigInt(entry.amount),
      })),
      heldCurrencies: (call.requirements.heldCurrencies ?? []).map((entry) => ({
        shortName: entry.shortName,
        delta: BigInt(entry.amount),
      })),
    },
  });
  return toBinary(ExchangeRequestSchema, request);
}

/** The game's protobuf answer as a result; an unknown status is a contract break and throws. */
export function decodeExchangeResult(body: Uint8Array): ExchangeCallResult {
  const answer = fromBinary(ExchangeResponseSchema, body);
  const status = STATUS[answer.status];
  if (!status) throw new Error(`exchange answered an unknown status ${answer.status}`);
  return {
    status,
    code: answer.code,
    message: answer.message,
    currencies: answer.currencies.map((entry) => ({
      shortName: entry.shortName,
      amount: Number(entry.amount),
    })),
    items: answer.items.map((entry) => ({ itemId: entry.itemId, amount: Number(entry.amount) })),
    applied: {
      currencies: answer.appliedCurrencies.map((entry) => ({
        shortName: entry.shortName,
        delta: Number(entry.delta),
      })),
      items: answer.appliedItems.map((entry) => ({ itemId: entry.itemId, delta: Number(entry.delta) })),
    },
  };
}
