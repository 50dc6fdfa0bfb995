import { BadRequestError, internalRoute, type Logger } from '@vh/kit';
import {
  CONTENT_USAGE_ROUTE,
  decodeContentUsageQuery,
  encodeContentUses,
  type ContentUsageQuery,
} from '@vh/contracts';
import express, { type Express } from 'express';
import type { GameDeps } from '../deps';
import { contentUsage } from '../useCases/contentUsage';

/**
 * POST /internal/content-usage (vh.game.v1.ContentUsageRequest -> ContentUsageResponse, protobuf):
 * for services only (content, before it publishes a release that deletes entries).
 */
export function mountContentUsageRoute(app: Express, deps: GameDeps, sharedSecret: string, logger: Logger) {
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
      const uses = await contentUsage(deps, query);
      res.type('application/x-protobuf').send(Buffer.from(encodeContentUses(uses)));
    }),
  );
}
