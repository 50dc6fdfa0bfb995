import {
  CONTENT_USAGE_ROUTE,
  decodeContentUsageQuery,
  decodeContentUses,
  encodeContentUsageQuery,
  encodeContentUses,
  type ContentUsageQuery,
  type ContentUse,
} from '@vh/contracts';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import { AppError, BadRequestError } from './errors';
import { InternalCallUnanswered, postInternalProtobuf } from './internalProtobufCall';
import { internalRoute } from './internalRoutes';

/** A service could not be asked: a publication that deletes entries waits rather than guesses. */
export class ContentUsageUnavailableError extends AppError {
  constructor(service: string, detail: string) {
    super(
      503,
      'SERVICE_UNAVAILABLE',
      `The ${service} service is not reachable to check what uses these entries, please try again`,
      { detail },
    );
  }
}

/**
 * HTTP client of a service's content usage call (service token); the call's types and encoding are
 * the contract's (@vh/contracts). Content asks every service that keeps references to content
 * (the game: what players hold, stand on or hunt; payments: what premium packages grant) before it
 * deletes entries.
 */
export async function askContentUsage(
  options: { name: string; url: string; sharedSecret: string; service: string; timeoutMs?: number },
  query: ContentUsageQuery,
  requestId: string,
): Promise<ContentUse[]> {
  let response: Response;
  try {
    response = await postInternalProtobuf(
      { ...options, url: `${options.url}${CONTENT_USAGE_ROUTE}` },
      encodeContentUsageQuery(query),
      requestId,
    );
  } catch (error) {
    if (error instanceof InternalCallUnanswered)
      throw new ContentUsageUnavailableError(options.name, error.detail);
    throw error;
  }
  if (!response.ok) throw new ContentUsageUnavailableError(options.name, `answered ${response.status}`);
  return decodeContentUses(new Uint8Array(await response.arrayBuffer()));
}

/**
 * POST /internal/content-usage (vh.game.v1.ContentUsageRequest -> ContentUsageResponse, protobuf) on
 * a service that keeps references to content: for services only (content, before it publishes a
 * release that deletes entries); `answer` says which of the asked entries the service still uses.
 */
export function mountContentUsageRoute(
  app: Express,
  answer: (query: ContentUsageQuery) => Promise<ContentUse[]>,
  sharedSecret: string,
  logger: Logger,
) {
  app.post(
    CONTENT_USAGE_ROUTE,
    express.raw({ type: '*/*', limit: '256kb' }),
    internalRoute({ from: 'service', sharedSecret, logger }, async (req, res) => {
      let query: ContentUsageQuery;
      try {
        query = decodeContentUsageQuery(new Uint8Array(req.body as Buffer));
      } catch (error) {
        throw new BadRequestError(
          `The body must be a vh.game.v1.ContentUsageRequest: ${(error as Error).message}`,
        );
      }
      res.type('application/x-protobuf').send(Buffer.from(encodeContentUses(await answer(query))));
    }),
  );
}
