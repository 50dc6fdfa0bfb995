import { randomUUID } from 'node:crypto';
import http from 'node:http';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { httpRequestDuration, registry } from './metrics';

export interface HttpAppOptions {
  service: string;
  logger: Logger;
  /** Readiness checks; /readyz answers 503 naming the first that fails. */
  readinessChecks: Record<string, () => Promise<void>>;
}

export interface HttpApp {
  app: Express;
  /** Flips /readyz to 503 before shutdown so load balancers drain the pod first. */
  markNotReady(): void;
}

export const REQUEST_ID_HEADER = 'x-request-id';

/** Express app with the probes, metrics and request logging every process exposes. */
export function createHttpApp(options: HttpAppOptions): HttpApp {
  const app = express();
  app.disable('x-powered-by');
  let ready = true;

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    if (!ready) {
      res.status(503).json({ status: 'shutting down' });
      return;
    }
    for (const [name, check] of Object.entries(options.readinessChecks)) {
      try {
        await check();
      } catch (error) {
        options.logger.warn({ err: error, check: name }, 'readiness check failed');
        res.status(503).json({ status: 'not ready', failing: name });
        return;
      }
    }
    res.json({ status: 'ready' });
  });
  app.get('/metrics', async (_req, res) => {
    res.set('Content-Type', registry.contentType).send(await registry.metrics());
  });

  app.use(requestObserver(options.service, options.logger));
  return { app, markNotReady: () => (ready = false) };
}

function requestObserver(service: string, logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const requestId = req.header(REQUEST_ID_HEADER) || randomUUID();
    res.locals.requestId = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const stop = httpRequestDuration.startTimer({ service, method: req.method });
    res.on('finish', () => {
      const route = (req.route?.path as string | undefined) ?? req.baseUrl ?? 'unmatched';
      stop({ route, status: String(res.statusCode) });
      logger.debug(
        { requestId, method: req.method, url: req.originalUrl, status: res.statusCode },
        'request finished',
      );
    });
    next();
  };
}

/** Starts listening; resolves once the port is bound. */
export function listen(app: Express, port: number): Promise<http.Server> {
  return new Promise((resolve, reject) => {
    const server = http.createServer(app);
    server.keepAliveTimeout = 65_000;
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}

export function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}
