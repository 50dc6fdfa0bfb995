import { INTERNAL_AUTH_HEADER, signInternalToken } from './auth';

/** The call never got an answer (connection refused or lost, timeout); `detail` names the cause. */
export class InternalCallUnanswered extends Error {
  constructor(readonly detail: string) {
    super(detail);
  }
}

/**
 * POSTs a protobuf body to another service's internal route with this service's token. A call whose
 * connection closed before any answer (a stopping pod) is sent once more on a new connection: every
 * such route is a read or keyed by an idempotency key. A timeout is not resent: it already waited long.
 */
export async function postInternalProtobuf(
  target: { url: string; sharedSecret: string; service: string; timeoutMs?: number },
  body: Uint8Array,
  requestId: string,
  /** The player's request's instant, so the callee answers from the same content version. */
  asOf?: number,
): Promise<Response> {
  const token = signInternalToken(
    {
      viewer: null,
      requestId,
      clientIp: '',
      service: target.service,
      ...(asOf !== undefined ? { asOf } : {}),
    },
    target.sharedSecret,
  );
  const send = () =>
    fetch(target.url, {
      method: 'POST',
      headers: { [INTERNAL_AUTH_HEADER]: token, 'content-type': 'application/x-protobuf' },
      body: Buffer.from(body),
      signal: AbortSignal.timeout(target.timeoutMs ?? 10_000),
    });
  try {
    return await send().catch((error: unknown) => {
      if (isTimeout(error)) throw error;
      return send();
    });
  } catch (error) {
    throw new InternalCallUnanswered(transportFailure(error));
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
