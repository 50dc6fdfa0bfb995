import {
  AppError,
  INTERNAL_AUTH_HEADER,
  SESSION_GENERATION_ROUTE,
  verifyInternalToken,
  type Logger,
} from '@vh/kit';
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
  app.get(`${SESSION_GENERATION_ROUTE}/:userId`, async (req, res) => {
    try {
      const token = req.header(INTERNAL_AUTH_HEADER);
      const caller = token ? verifyInternalToken(token, sharedSecret) : null;
      if (!caller?.service) throw new AppError(401, 'UNAUTHENTICATED', 'A service token is required');
      res.json({ generation: await currentSessionGeneration(deps, String(req.params.userId)) });
    } catch (error) {
      if (error instanceof AppError) {
        res.status(error.status).json({ message: error.message });
        return;
      }
      logger.error({ err: error }, 'session generation lookup failed');
      res.status(500).json({ message: 'Internal server error' });
    }
  });
}
