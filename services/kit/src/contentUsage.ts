import {
  CONTENT_USAGE_ROUTE,
  decodeContentUses,
  encodeContentUsageQuery,
  type ContentUsageQuery,
  type ContentUse,
} from '@vh/contracts';
import { AppError } from './errors';
import { InternalCallUnanswered, postInternalProtobuf } from './internalProtobufCall';

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
  let response: Response;
  try {
    response = await postInternalProtobuf(
      { ...options, url: `${options.gameUrl}${CONTENT_USAGE_ROUTE}` },
      encodeContentUsageQuery(query),
      requestId,
    );
  } catch (error) {
    if (error instanceof InternalCallUnanswered) throw new ContentUsageUnavailableError(error.detail);
    throw error;
  }
  if (!response.ok) throw new ContentUsageUnavailableError(`game answered ${response.status}`);
  return decodeContentUses(new Uint8Array(await response.arrayBuffer()));
}
