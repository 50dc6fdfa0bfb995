import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '@vh/kit/stateless';
import express, { Router, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { webPageHeaders } from './securityHeaders';

const APP_KEY_PLACEHOLDER = '__VH_APP_KEY__';

interface WebAppOptions {
  /** For the log: 'player web', 'admin web'. */
  name: string;
  distDir: string;
  /** The public application key written into the page. */
  appKey: string;
  logger: Logger;
  /** Client routes that are not the app's (the API and the probes at /): passed on, never the page. */
  notWeb?: RegExp;
  /** Headers of the app's answers; the player web's by default. */
  headers?: express.RequestHandler;
  /** The page of one answer from the page with the app key written in (e.g. a per-answer nonce). */
  renderPage?: (page: string, req: Request, res: Response) => string;
}

/**
 * Serves a web app's Vite build: hashed assets cached for a year and sent precompressed, everything else with
 * revalidation, and index.html (with the public application key written in) for every client route.
 * Returns null when there is no build (an API-only gateway). Mount it where the build's base is.
 */
export function webAppRoutes(options: WebAppOptions): Router | null {
  const indexPath = path.join(options.distDir, 'index.html');
  if (!existsSync(indexPath)) {
    options.logger.warn({ distDir: options.distDir }, `no ${options.name} build: not serving it`);
    return null;
  }
  const page = readFileSync(indexPath, 'utf8').replaceAll(APP_KEY_PLACEHOLDER, options.appKey);
  const router = Router();
  router.use(options.headers ?? webPageHeaders());
  // The build's brotli or gzip copy, as the browser accepts (Vary: Accept-Encoding), else the file.
  router.use(
    '/assets',
    expressStaticGzip(path.join(options.distDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      serveStatic: { immutable: true, maxAge: '365d', fallthrough: false },
    }),
  );
  router.use(
    express.static(options.distDir, {
      index: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    }),
  );
  router.get(/.*/, (req, res, next) => {
    if (options.notWeb?.test(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(options.renderPage ? options.renderPage(page, req, res) : page);
  });
  return router;
}
