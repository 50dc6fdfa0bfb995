import { INTERNAL_AUTH_HEADER, SESSION_GENERATION_ROUTE, requireServiceCaller } from '@vh/kit';
import type { Express } from 'express';
import type { IdentityDeps } from '../deps';
import { currentSessionGeneration } from '../useCases/sessions';

/**
 * GET /internal/sessions/{userId} -> { generation }: for the gateway (a service token, not a
 * player's), when its Redis copy of an account's generation is missing. Unknown ids answer the
 * deleted generation, so a deleted account's tokens stay refused. Failures go to the kit's error
 * handler.
 */
export function mountSessionGenerationRoute(app: Express, deps: IdentityDeps, sharedSecret: string) {
  app.get(`${SESSION_GENERATION_ROUTE}/:userId`, async (req, res, next) => {
    try {
      requireServiceCaller(req.header(INTERNAL_AUTH_HEADER), sharedSecret);
      res.json({ generation: await currentSessionGeneration(deps, String(req.params.userId)) });
    } catch (error) {
      next(error);
    }
  });
}
