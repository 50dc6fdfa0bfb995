/** Gateway boot: env -> logger -> http app -> JWKS -> supergraph -> routes -> listen -> shutdown. */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type NextFunction, type Request, type Response } from 'express';
import { AppError, ShutdownManager, closeServer, createHttpApp, createLogger } from '@vh/kit';
import { requireAppKey } from './appKey';
import { viewerFromAuthorization } from './auth/authenticate';
import { JwksKeyStore } from './auth/jwks';
import type { GatewayContext } from './context';
import { MailCatcher } from './dev/mailCatcher';
import { loadGatewayEnv, serviceOrigin } from './environment';
import { createGatewayServer } from './graphql/createGateway';
import { createRestFacade, sendFailure } from './rest/facade';
import { imageReadRoutes, imageUploadRoute } from './rest/imageProxy';
import { paymentWebhookRoute } from './rest/webhookProxy';
import { buildOpenApi } from './rest/openapi';
import { loadOperations } from './rest/operations';
import { routeTable } from './rest/routes';
import { playerWebRoutes } from './web/playerWeb';

const VERSION: string = (require('../package.json') as { version: string }).version;
const ROOT = path.join(__dirname, '..');

async function main(): Promise<void> {
  const env = loadGatewayEnv();
  const logger = createLogger('gateway', env.LOG_LEVEL);
  const shutdown = new ShutdownManager(logger);
  shutdown.listen();

  const keys = new JwksKeyStore(env.IDENTITY_JWKS_URL, logger);
  await keys.refresh();
  const { app, markNotReady } = createHttpApp({
    service: 'gateway',
    logger,
    readinessChecks: {
      jwks: async () => {
        if (keys.size === 0) await keys.refresh();
        if (keys.size === 0) throw new Error('no signing keys from identity yet');
      },
    },
  });
  app.set('trust proxy', env.TRUST_PROXY);
  const httpServer = http.createServer(app);
  httpServer.keepAliveTimeout = 65_000;

  const supergraphPath = path.join(ROOT, 'supergraph.graphql');
  const supergraph = readFileSync(supergraphPath, 'utf8');
  const contentOrigin = serviceOrigin('content', supergraph);
  const paymentsOrigin = serviceOrigin('payments', supergraph);
  const apollo = createGatewayServer({
    supergraphPath,
    sharedSecret: env.GATEWAY_SHARED_SECRET,
    httpServer,
    logger,
    introspection: env.GRAPHQL_INTROSPECTION,
  });
  await apollo.start();

  app.get('/.well-known/jwks.json', async (_req, res) => {
    const response = await fetch(env.IDENTITY_JWKS_URL).catch(() => null);
    if (!response?.ok) {
      res.status(503).json({ message: 'Signing keys unavailable' });
      return;
    }
    res.set('Cache-Control', 'public, max-age=300').json(await response.json());
  });

  if (env.localMailboxPort) {
    const catcher = new MailCatcher(logger);
    await catcher.listen(env.localMailboxPort);
    shutdown.register('mail catcher', () => catcher.close());
    app.get('/dev/mailbox', (_req, res) => res.json(catcher.messages));
    logger.info({ smtpPort: env.localMailboxPort }, 'local mailbox at /dev/mailbox');
  }

  app.get(['/api/version', '/api/version/'], (_req, res) => res.type('text/plain').send(VERSION));
  const openApi = buildOpenApi(routeTable, VERSION, env.PUBLIC_ORIGIN);
  app.get('/api/openapi.json', (_req, res) => res.json(openApi));

  app.use(imageReadRoutes(contentOrigin, logger));
  app.use(paymentWebhookRoute(paymentsOrigin, logger));

  // Everything a client calls: application key, then the caller's identity from the bearer token.
  const identify = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const context: GatewayContext = {
        viewer: await viewerFromAuthorization(req.header('authorization'), keys),
        requestId: res.locals.requestId as string,
        clientIp: req.ip ?? '',
        appVersion: (res.locals.appVersion as string | undefined) ?? 'unknown',
      };
      res.locals.context = context;
      next();
    } catch (error) {
      if (error instanceof AppError)
        sendFailure(res, { status: error.status, code: error.code, message: error.message });
      else next(error);
    }
  };
  app.use(['/api', '/graphql'], requireAppKey(env.appKeys), identify);

  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, { context: async ({ res }) => res.locals.context as GatewayContext }),
  );
  app.use(imageUploadRoute(contentOrigin, env.GATEWAY_SHARED_SECRET, logger));
  app.use(
    createRestFacade({
      routes: routeTable,
      operations: loadOperations(path.join(ROOT, 'operations')),
      apollo,
      logger,
    }),
  );
  app.use('/api', (req, res) =>
    sendFailure(res, {
      status: 404,
      code: 'NOT_FOUND',
      message: `Unknown API call: ${req.method} ${req.originalUrl}`,
    }),
  );
  const web = playerWebRoutes(
    env.WEB_DIST_DIR ?? path.join(ROOT, '..', 'web', 'dist'),
    env.webAppKey,
    logger,
  );
  if (web) app.use(web);
  // Body parser errors (malformed JSON, oversized forms) are the client's mistake: 400, not 500.
  app.use(
    (
      error: Error & { status?: number; type?: string },
      _req: Request,
      res: Response,
      _next: NextFunction,
    ) => {
      const status =
        error.status && error.status < 500 ? error.status : error.name === 'MulterError' ? 400 : 500;
      if (status >= 500) logger.error({ err: error }, 'unhandled gateway error');
      sendFailure(res, {
        status,
        code: status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST',
        message: status >= 500 ? 'Internal server error' : 'Malformed request body',
      });
    },
  );

  await new Promise<void>((resolve) => httpServer.listen(env.PORT, resolve));
  shutdown.register('http', async () => {
    markNotReady();
    await apollo.stop();
    await closeServer(httpServer);
  });
  logger.info({ port: env.PORT, origin: env.PUBLIC_ORIGIN }, 'gateway listening');
}

main().catch((error) => {
  process.stderr.write(`gateway failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
