import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import { gameExchange } from '@vh/contracts';
import { INTERNAL_AUTH_HEADER, signInternalToken } from './auth';
import { AppError } from './errors';

/** One call of the game's exchange: negative deltas debit, positive credit. */
export interface ExchangeCall {
  idempotencyKey: string;
  userId: string;
  currencies?: { shortName: string; delta: number }[];
  items?: { itemId: number; delta: number }[];
  reason: string;
  /** Answer the key's outcome only; a key never seen is refused for good (code NOT_APPLIED). */
  settleOnly?: boolean;
  requirements?: {
    minXp?: number;
    minSubscriptionLevel?: number;
    heldItems?: { itemId: number; amount: number }[];
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
}

const { ExchangeRequestSchema, ExchangeResponseSchema, ExchangeStatus } = gameExchange;

const STATUS: Partial<Record<gameExchange.ExchangeStatus, ExchangeCallStatus>> = {
  [ExchangeStatus.APPLIED]: 'applied',
  [ExchangeStatus.REPLAYED]: 'replayed',
  [ExchangeStatus.REFUSED]: 'refused',
};

/** The game is unreachable or answered an error: the exchange may or may not have applied. */
export class ExchangeUnavailableError extends AppError {
  constructor(detail: string) {
    super(503, 'SERVICE_UNAVAILABLE', 'The game service is not reachable, please try again', { detail });
  }
}

/** The game refused the request itself (4xx): the caller built it wrong, a bug on our side (502). */
export class ExchangeRequestError extends AppError {
  constructor(
    readonly httpStatus: number,
    readonly body: string,
  ) {
    super(502, 'BAD_GATEWAY', 'The game service could not handle this request', { httpStatus, body });
  }
}

/**
 * Client of the game's internal exchange call (POST /internal/exchange, protobuf, service token).
 * Economy and payments change a player's possessions only through it; a call that fails in transit
 * is safe to repeat with the same idempotency key.
 */
export class ExchangeClient {
  constructor(
    private readonly options: {
      gameUrl: string;
      sharedSecret: string;
      service: string;
      timeoutMs?: number;
    },
  ) {}

  async exchange(call: ExchangeCall, requestId: string): Promise<ExchangeCallResult> {
    const request = create(ExchangeRequestSchema, {
      idempotencyKey: call.idempotencyKey,
      userId: call.userId,
      reason: call.reason,
      settleOnly: call.settleOnly ?? false,
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
      },
    });
    const token = signInternalToken(
      { viewer: null, requestId, clientIp: '', service: this.options.service },
      this.options.sharedSecret,
    );
    let response: Response;
    try {
      response = await fetch(`${this.options.gameUrl}/internal/exchange`, {
        method: 'POST',
        headers: { [INTERNAL_AUTH_HEADER]: token, 'content-type': 'application/x-protobuf' },
        body: Buffer.from(toBinary(ExchangeRequestSchema, request)),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new ExchangeUnavailableError(error instanceof Error ? error.message : String(error));
    }
    if (!response.ok) {
      const body = await response.text();
      if (response.status < 500) throw new ExchangeRequestError(response.status, body);
      throw new ExchangeUnavailableError(`HTTP ${response.status}`);
    }
    const answer = fromBinary(ExchangeResponseSchema, new Uint8Array(await response.arrayBuffer()));
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
    };
  }
}
