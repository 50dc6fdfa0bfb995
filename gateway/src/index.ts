/** Gateway boot: env -> logger -> http app -> JWKS -> supergraph -> routes -> listen -> shutdown. */
// First: tracing patches http, express, pg and ioredis as they load (docs/observability.md).
import '@vh/kit/instrumentation';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import {
  ShutdownManager,
  closeServer,
  drainThenStop,
  createHttpApp,
  createLogger,
  httpErrorHandler,
  metricsPortOf,
  sendFailure,
  serveMetrics,
  startTracing,
  useShortOutboundKeepAlive,
} from '@vh/kit/stateless';
import { requireAppKey } from './appKey';
import { previewSwitch } from './auth/previewSwitch';
import { identifyCaller } from './auth/identifyCaller';
import { JwksKeyStore } from './auth/jwks';
import { startSessionGenerations } from './auth/startSessionGenerations';
import type { GatewayContext } from './context';
import { loadGatewayEnv, serviceOrigin } from './environment';
import { createGatewayServer } from './graphql/createGateway';
import { gatewayProtection } from './graphql/protection';
import { PERSONAL_DATA_OPERATION, personalDataExportRoute } from './rest/download/personalDataExport';
import { startWriteLimits } from './rateLimits/startWriteLimits';
import { writeLimitMiddleware } from './rateLimits/writeLimitPlugin';
import { createRestFacade } from './rest/facade';
import { IMAGE_OPERATIONS, imageReadRoutes, imageUploadRoute } from './rest/imageProxy';
import { JOURNAL_EXPORT_OPERATION, journalExportRoute } from './rest/journal/journalExport';
import { methodNotAllowed } from './rest/methodNotAllowed';
import { PAYMENT_WEBHOOK_OPERATION, paymentWebhookRoute } from './rest/webhookProxy';
import { generatedAnswerSchemas } from './rest/answerSchema';
import { buildOpenApi } from './rest/openapi';
import { loadOperations } from './rest/operations';
import { routeTable } from './rest/routes';
import { ADMIN_WEB_PATH, adminWebRoutes } from './web/adminWeb';
import { playerWebRoutes } from './web/playerWeb';
import { apiAnswerHeaders, strictTransportSecurity } from './web/securityHeaders';

const VERSION: string = (require('../package.json') as { version: string }).version;
const ROOT = path.join(__dirname, '..');

async function main(): Promise<void> {
  const env = loadGatewayEnv();
  const logger = createLogger('gateway', env.LOG_LEVEL);
  const shutdown = new ShutdownManager(logger);
  shutdown.listen();
  startTracing({ service: 'gateway', version: VERSION, logger, shutdown });
  useShortOutboundKeepAlive();

  const keys = new JwksKeyStore(env.IDENTITY_JWKS_URL, logger);
  await keys.refresh();
  // Identity's next key is learnt long before a rotation promotes it (docs/security.md).
  const stopRefreshingKeys = keys.startRefreshing();
  shutdown.register('jwks refresh', async () => stopRefreshingKeys());
  const { app, markNotReady } = createHttpApp({
    service: 'gateway',
    logger,
    accessLog: env.ACCESS_LOG,
    readinessChecks: {
      jwks: async () => {
        if (keys.size === 0) await keys.refresh();
        if (keys.size === 0) throw new Error('no signing keys from identity yet');
      },
    },
  });
  app.set('trust proxy', env.TRUST_PROXY);
  app.use(strictTransportSecurity());
  app.use(['/api', '/graphql'], apiAnswerHeaders());
  const httpServer = http.createServer(app);
  httpServer.keepAliveTimeout = 65_000;

  const supergraphPath = path.join(ROOT, 'supergraph.graphql');
  const supergraph = readFileSync(supergraphPath, 'utf8');
  const contentOrigin = serviceOrigin('content', supergraph);
  const paymentsOrigin = serviceOrigin('payments', supergraph);
  const sessions = await startSessionGenerations(
    env,
    serviceOrigin('identity', supergraph),
    logger,
    shutdown,
  );
  const restOperations = loadOperations(path.join(ROOT, 'operations'));
  const writeLimits = startWriteLimits(env, logger, shutdown);
  const apollo = createGatewayServer({
    supergraphPath,
    sharedSecret: env.GATEWAY_SHARED_SECRET,
    httpServer,
    protection: gatewayProtection({
      settings: env.graphql,
      routes: routeTable,
      operations: restOperations,
      defaultManifests: ['web', 'admin-web'].map((app) =>
        path.join(ROOT, '..', app, 'src', '__generated__', 'persisted-documents.json'),
      ),
      writeLimits,
      logger,
    }),
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
    // Loaded only here: the catcher's packages are development dependencies, absent from images.
    const { MailCatcher } = await import('./dev/mailCatcher.js');
    const catcher = new MailCatcher(logger);
    await catcher.listen(env.localMailboxPort);
    shutdown.register('mail catcher', () => catcher.close());
    app.get('/dev/mailbox', (_req, res) => res.json(catcher.messages));
    logger.info({ smtpPort: env.localMailboxPort }, 'local mailbox at /dev/mailbox');
  }

  app.get(['/api/version', '/api/version/'], (_req, res) => res.type('text/plain').send(VERSION));
  const openApi = buildOpenApi(
    routeTable,
    VERSION,
    env.PUBLIC_ORIGIN,
    [...IMAGE_OPERATIONS, PAYMENT_WEBHOOK_OPERATION, JOURNAL_EXPORT_OPERATION, PERSONAL_DATA_OPERATION],
    generatedAnswerSchemas(restOperations),
  );
  app.get('/api/openapi.json', (_req, res) => res.json(openApi));
  // Before every /api route: a method the document does not list for the path answers 405.
  app.use(methodNotAllowed(openApi.paths, logger));

  app.use(imageReadRoutes(contentOrigin, logger));
  app.use(paymentWebhookRoute(paymentsOrigin, logger));

  // Everything a client calls: application key, then the caller's identity from the bearer token.
  app.use(['/api', '/graphql'], requireAppKey(env.appKeys), identifyCaller(keys, sessions));

  app.use(
    '/graphql',
    previewSwitch(),
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, { context: async ({ res }) => res.locals.context as GatewayContext }),
  );
  // An upload is a write that runs no GraphQL operation: the write limits apply here instead.
  app.post('/api/image', writeLimitMiddleware(writeLimits));
  app.use(imageUploadRoute(contentOrigin, env.GATEWAY_SHARED_SECRET, logger));
  app.use(journalExportRoute({ apollo, operations: restOperations, logger }));
  app.use(personalDataExportRoute({ apollo, operations: restOperations, logger }));
  app.use(
    createRestFacade({
      routes: routeTable,
      operations: restOperations,
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
  // The admin web first: the player web's client routes would otherwise answer /admin/ with its page.
  const adminWeb = adminWebRoutes(
    env.ADMIN_WEB_DIST_DIR ?? path.join(ROOT, '..', 'admin-web', 'dist'),
    env.webAppKey,
    logger,
  );
  if (adminWeb) app.use(ADMIN_WEB_PATH, adminWeb);
  const web = playerWebRoutes(
    env.WEB_DIST_DIR ?? path.join(ROOT, '..', 'web', 'dist'),
    env.webAppKey,
    logger,
  );
  if (web) app.use(web);
  // Client mistakes (malformed bodies...) answer their 4xx; anything else a 500 without internals.
  app.use(httpErrorHandler(logger));

  await new Promise<void>((resolve) => httpServer.listen(env.PORT, resolve));
  shutdown.register('http', () =>
    drainThenStop(markNotReady, env.SHUTDOWN_DRAIN_MS, async () => {
      await apollo.stop();
      await closeServer(httpServer);
    }),
  );
  const metricsPort = metricsPortOf(env);
  const metrics = await serveMetrics(metricsPort);
  shutdown.register('metrics', () => closeServer(metrics));
  logger.info({ port: env.PORT, metricsPort, origin: env.PUBLIC_ORIGIN }, 'gateway listening');
}

main().catch((error) => {
  process.stderr.write(`gateway failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
