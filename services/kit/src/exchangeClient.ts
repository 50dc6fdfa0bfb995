import {
  decodeExchangeResult,
  encodeExchangeCall,
  type ExchangeCall,
  type ExchangeCallResult,
} from '@vh/contracts';
import { AppError } from './errors';
import { InternalCallUnanswered, postInternalProtobuf } from './internalProtobufCall';

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
 * HTTP client of the game's internal exchange call (POST /internal/exchange, service token); the
 * call's types and encoding are the contract's (@vh/contracts).
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

  /** `asOf`: the player's request's instant; the game applies the call at that content version. */
  async exchange(call: ExchangeCall, requestId: string, asOf?: number): Promise<ExchangeCallResult> {
    let response: Response;
    try {
      response = await postInternalProtobuf(
        { ...this.options, url: `${this.options.gameUrl}/internal/exchange` },
        encodeExchangeCall(call),
        requestId,
        asOf,
      );
    } catch (error) {
      if (error instanceof InternalCallUnanswered) throw new ExchangeUnavailableError(error.detail);
      throw error;
    }
    if (!response.ok) {
      const body = await response.text();
      if (response.status < 500) throw new ExchangeRequestError(response.status, body);
      throw new ExchangeUnavailableError(`HTTP ${response.status}`);
    }
    return decodeExchangeResult(new Uint8Array(await response.arrayBuffer()));
  }
}
