import {
  CONTENT_USAGE_ROUTE,
  ValidationError,
  contentUsageQuerySchema,
  internalRoute,
  type Logger,
} from '@vh/kit';
import express, { type Express } from 'express';
import type { GameDeps } from '../deps';
import { contentUsage } from '../useCases/contentUsage';

/**
 * POST /internal/content-usage { itemIds, huntingGroundIds, enemyIds, currencies } -> { uses }: for
 * services only (content, before it publishes a release that deletes entries).
 */
export function mountContentUsageRoute(app: Express, deps: GameDeps, sharedSecret: string, logger: Logger) {
  app.post(
    CONTENT_USAGE_ROUTE,
    express.json({ limit: '256kb' }),
    internalRoute({ from: 'service', sharedSecret, logger }, async (req, res) => {
      const query = contentUsageQuerySchema.safeParse(req.body);
      if (!query.success)
        throw new ValidationError(`Bad content usage question: ${query.error.issues[0]?.message}`);
      res.json({ uses: await contentUsage(deps, query.data) });
    }),
  );
}
