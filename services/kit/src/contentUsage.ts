import {
  CONTENT_USAGE_ROUTE,
  decodeContentUses,
  encodeContentUsageQuery,
  type ContentUsageQuery,
  type ContentUse,
} from '@vh/contracts';
import { INTERNAL_AUTH_HEADER, signInternalToken } from './auth';
import { AppError } from './errors';

/** The game could not be asked: a publication that deletes entries waits rather than guesses. */
export class ContentUsageUnavailableError extends AppError {
  constructor(detail: string) {
    super(
      503,
      'SERVICE_UNAVAILABLE',
      'The game service is not reachable to check what players use, please try again',
      { detail },
    );
  }
}

/**
 * HTTP client of the game's content usage call (service token); the call's types and encoding are
 * the contract's (@vh/contracts). Content asks it which entries players still hold, stand on or
 * hunt for before it deletes them.
 */
export async function askContentUsage(
  options: { gameUrl: string; sharedSecret: string; service: string; timeoutMs?: number },
  query: ContentUsageQuery,
  requestId: string,
): Promise<ContentUse[]> {
  const token = signInternalToken(
    { viewer: null, requestId, clientIp: '', service: options.service },
    options.sharedSecret,
  );
  let response: Response;
  try {
    response = await fetch(`${options.gameUrl}${CONTENT_USAGE_ROUTE}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-protobuf', [INTERNAL_AUTH_HEADER]: token },
      body: Buffer.from(encodeContentUsageQuery(query)),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
  } catch (error) {
    throw new ContentUsageUnavailableError((error as Error).message);
  }
  if (!response.ok) throw new ContentUsageUnavailableError(`game answered ${response.status}`);
  return decodeContentUses(new Uint8Array(await response.arrayBuffer()));
}
