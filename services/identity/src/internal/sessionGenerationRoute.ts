import { SESSION_GENERATION_ROUTE, internalRoute, type Logger } from '@vh/kit';
import type { Express } from 'express';
import type { IdentityDeps } from '../deps';
import { currentSessionGeneration } from '../useCases/sessions';

/**
 * GET /internal/sessions/{userId} -> { generation }: for the gateway (a service token, not a
 * player's), when its Redis copy of an account's generation is missing. Unknown ids answer the
 * deleted generation, so a deleted account's tokens stay refused.
 */
export function mountSessionGenerationRoute(
  app: Express,
  deps: IdentityDeps,
  sharedSecret: string,
  logger: Logger,
) {
  app.get(
    `${SESSION_GENERATION_ROUTE}/:userId`,
    internalRoute({ from: 'service', sharedSecret, logger }, async (req, res) => {
      res.json({ generation: await currentSessionGeneration(deps, String(req.params.userId)) });
    }),
  );
}
