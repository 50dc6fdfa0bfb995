import type { Logger } from '@vh/kit/stateless';
import type { Router } from 'express';
import { webAppRoutes } from './webApp';

/** Paths that belong to the API, the probes and the admin web: never answered with the player's page. */
const NOT_PLAYER_WEB = /^\/(api|graphql|dev|healthz|readyz|metrics|\.well-known|admin)(\/|$)/i;

/** Serves the player web's build at / (null without a build: an API-only gateway). */
export function playerWebRoutes(distDir: string, appKey: string, logger: Logger): Router | null {
  return webAppRoutes({ name: 'player web', distDir, appKey, logger, notWeb: NOT_PLAYER_WEB });
}
