import {
  decodeExchangeResult,
  encodeExchangeCall,
  type ExchangeCall,
  type ExchangeCallResult,
} from '@vh/contracts';
import { INTERNAL_AUTH_HEADER, signInternalToken } from './auth';
import { AppError } from './errors';

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

  async exchange(call: ExchangeCall, requestId: string): Promise<ExchangeCallResult> {
    const token = signInternalToken(
      { viewer: null, requestId, clientIp: '', service: this.options.service },
      this.options.sharedSecret,
    );
    const send = () =>
      fetch(`${this.options.gameUrl}/internal/exchange`, {
        method: 'POST',
        headers: { [INTERNAL_AUTH_HEADER]: token, 'content-type': 'application/x-protobuf' },
        body: Buffer.from(encodeExchangeCall(call)),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    let response: Response;
    try {
      response = await send().catch((error: unknown) => {
        // A connection a stopping game pod closed under us: sent again once on a new connection,
        // which the idempotency key makes safe. A timeout is not resent: it already waited long.
        if (isTimeout(error)) throw error;
        return send();
      });
    } catch (error) {
      throw new ExchangeUnavailableError(transportFailure(error));
    }
    if (!response.ok) {
      const body = await response.text();
      if (response.status < 500) throw new ExchangeRequestError(response.status, body);
      throw new ExchangeUnavailableError(`HTTP ${response.status}`);
    }
    return decodeExchangeResult(new Uint8Array(await response.arrayBuffer()));
  }
}

type FetchFailure = { name?: string; message?: string; cause?: { code?: string; message?: string } };

/** fetch's rejection, read by shape: it may come from another realm (a test sandbox). */
function asFailure(error: unknown): FetchFailure {
  return typeof error === 'object' && error !== null ? (error as FetchFailure) : { message: String(error) };
}

function isTimeout(error: unknown): boolean {
  const { name } = asFailure(error);
  return name === 'TimeoutError' || name === 'AbortError';
}

/** fetch's "fetch failed" with its cause's code (ECONNRESET, UND_ERR_SOCKET...), for the log. */
function transportFailure(error: unknown): string {
  const { message, cause } = asFailure(error);
  return cause ? `${message}: ${cause.code ?? cause.message ?? 'unknown cause'}` : String(message);
}
