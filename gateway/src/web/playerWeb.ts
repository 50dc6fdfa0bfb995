import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '@vh/kit';
import express, { Router } from 'express';

const APP_KEY_PLACEHOLDER = '__VH_APP_KEY__';
/** Paths that belong to the API and the probes: never answered with the web page. */
const NOT_WEB = /^\/(api|graphql|dev|healthz|readyz|metrics|\.well-known)(\/|$)/i;

/**
 * Serves the player web's build at /: hashed assets cached for a year, everything else with
 * revalidation, and index.html (with the public application key written in) for every client route.
 * Returns null when there is no build (an API-only gateway).
 */
export function playerWebRoutes(distDir: string, appKey: string, logger: Logger): Router | null {
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    logger.warn({ distDir }, 'no player web build: serving the API only');
    return null;
  }
  const page = readFileSync(indexPath, 'utf8').replaceAll(APP_KEY_PLACEHOLDER, appKey);
  const router = Router();
  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }),
  );
  router.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    }),
  );
  router.get(/.*/, (req, res, next) => {
    if (NOT_WEB.test(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(page);
  });
  return router;
}
