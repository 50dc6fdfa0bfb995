import { randomUUID } from 'node:crypto';
import http from 'node:http';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { httpRequestDuration, registry } from './metrics';

export interface HttpAppOptions {
  service: string;
  logger: Logger;
  /** One info line per request: method, route, status, duration and trace id (ACCESS_LOG). */
  accessLog: boolean;
  /** Readiness checks; /readyz answers 503 naming the first that fails. */
  readinessChecks: Record<string, () => Promise<void>>;
}

export interface HttpApp {
  app: Express;
  /** Flips /readyz to 503 before shutdown so load balancers drain the pod first. */
  markNotReady(): void;
}

export const REQUEST_ID_HEADER = 'x-request-id';

/** A caller's request id is kept for tracing only when it is short and plain (UUIDs, trace ids). */
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The caller's X-Request-Id when well-formed, else undefined (a new one is generated). It only ties
 * logs and events together: it is never an idempotency key, since any caller may choose any value.
 */
export function acceptedRequestId(header: string | undefined): string | undefined {
  return header && WELL_FORMED_REQUEST_ID.test(header) ? header : undefined;
}

/**
 * Express app with the probes and request logging every process exposes. Metrics are not on it: they
 * are served on the internal metrics port (`serveMetrics`), never on a port the public can reach.
 */
export function createHttpApp(options: HttpAppOptions): HttpApp {
  const app = express();
  app.disable('x-powered-by');
  let ready = true;
  app.use((_req, res, next) => {
    // No answer of ours is meant to be sniffed into another type (JSON shown as HTML, say).
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Shutting down: the client closes this connection after the answer and reconnects elsewhere.
    if (!ready) res.setHeader('Connection', 'close');
    next();
  });
  /** Until the first ready answer, a failing check is the start-up itself, not worth a warning. */
  let answeredReady = false;

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
        options.logger[answeredReady ? 'warn' : 'debug'](
          { err: error, check: name },
          'readiness check failed',
        );
        res.status(503).json({ status: 'not ready', failing: name });
        return;
      }
    }
    answeredReady = true;
    res.json({ status: 'ready' });
  });
  app.use(requestObserver(options));
  return { app, markNotReady: () => (ready = false) };
}

/**
 * The route a request matched, as its pattern (/api/user/:id), never its path: a bounded metric
 * label, and no ids or tokens from paths in the logs. Mounted apps answer their mount point.
 */
export function routeLabelOf(req: Pick<Request, 'route' | 'baseUrl'>): string {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  // A route of several paths (['/api/version', '/api/version/']) is named by its first.
  const pattern = Array.isArray(path) ? path[0] : path;
  const route = typeof pattern === 'string' ? `${req.baseUrl}${pattern}` : req.baseUrl;
  return route || 'unmatched';
}

function requestObserver({ service, logger, accessLog }: HttpAppOptions) {
  return (req: Request, res: Response, next: NextFunction) => {
    const requestId = acceptedRequestId(req.header(REQUEST_ID_HEADER)) ?? randomUUID();
    res.locals.requestId = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const stop = httpRequestDuration.startTimer({ service, method: req.method });
    res.on('finish', () => {
      const route = routeLabelOf(req);
      const seconds = stop({ route, status: String(res.statusCode) });
      if (accessLog)
        logger.info(
          {
            // Marks the line as the access log: `npm start` keeps these in the log files only.
            access: true,
            requestId,
            method: req.method,
            route,
            status: res.statusCode,
            durationMs: Math.round(seconds * 10_000) / 10,
          },
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

/**
 * Serves /metrics (Prometheus) on its own port: the internal metrics port that only the scraper
 * reaches, apart from the public port of the process.
 */
export function serveMetrics(port: number): Promise<http.Server> {
  const app = express();
  app.disable('x-powered-by');
  app.get('/metrics', async (_req, res) => {
    res.set('Content-Type', registry.contentType).send(await registry.metrics());
  });
  app.use((_req, res) => {
    res.status(404).json({ success: false, code: 'NOT_FOUND', message: 'Only /metrics is served here' });
  });
  return listen(app, port);
}

/** Not ready (every answer now closes its connection), then `drainMs` of answering before `stop`. */
export async function drainThenStop(
  markNotReady: () => void,
  drainMs: number,
  stop: () => Promise<void>,
): Promise<void> {
  markNotReady();
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  await stop();
}

export function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}
