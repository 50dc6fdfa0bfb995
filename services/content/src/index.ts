/** Content service boot: stores -> subgraph (with the image and snapshot routes) -> relay -> release job. */
// First: tracing patches http, express, pg and ioredis as they load (docs/observability.md).
import '@vh/kit/instrumentation';
import path from 'node:path';
import {
  askContentUsage,
  openDatabase,
  openKafka,
  runServiceEntry,
  startPeriodicJob,
  startServiceRelay,
  startContentSnapshot,
  startServiceSubgraph,
  type ContentSnapshotCache,
} from '@vh/kit';
import { Topics } from '@vh/contracts';
import { buildContentContext, type ContentContext } from './context';
import { createContentDeps } from './deps';
import { loadContentEnv } from './environment';
import { SERVICE_NAME } from './events';
import { depsForRequest } from './requestWorld';
import { mountSnapshotRoute } from './snapshot/snapshotRoute';
import { mountImageRoutes } from './images/imageRoutes';
import { publishDueReleases } from './releases/lifecycle';
import { resolvers } from './resolvers';

runServiceEntry({
  service: SERVICE_NAME,
  loadEnv: loadContentEnv,
  start: async (runtime) => {
    const { env, logger } = runtime;
    const db = openDatabase(runtime);
    // Every service that keeps references to content is asked before a release deletes entries.
    const usageCalls = [
      { name: 'game', url: env.GAME_URL },
      { name: 'payments', url: env.PAYMENTS_URL },
    ].map((target) => ({ ...target, sharedSecret: env.GATEWAY_SHARED_SECRET, service: SERVICE_NAME }));
    const deps = createContentDeps(
      db,
      async (query, requestId) =>
        (await Promise.all(usageCalls.map((call) => askContentUsage(call, query, requestId)))).flat(),
      env.CONTENT_ACTIVATION_DELAY_MS,
    );

    // Players' reads answer from it once loaded (requestWorld.ts); until then from the live tables.
    let ownSnapshot: ContentSnapshotCache | null = null;
    await startServiceSubgraph<ContentContext>(runtime, {
      schemaFile: path.join(__dirname, '..', 'schema.graphql'),
      resolvers,
      stores: { db },
      buildContext: async (base) => {
        return buildContentContext(base, await depsForRequest(deps, base, ownSnapshot));
      },
      configureRoutes: (app) => {
        mountImageRoutes(app, deps.images, env.GATEWAY_SHARED_SECRET, logger);
        mountSnapshotRoute(app, deps, env.GATEWAY_SHARED_SECRET, logger);
      },
    });
    const kafka = openKafka(runtime);
    await startServiceRelay(runtime, { db, kafka, topics: [Topics.contentChanges] });
    // Its own snapshot, loaded from its own route once it listens, kept current as every service's is.
    ownSnapshot = await startContentSnapshot({
      contentUrl: `http://127.0.0.1:${env.PORT}`,
      sharedSecret: env.GATEWAY_SHARED_SECRET,
      service: SERVICE_NAME,
      logger,
      kafka,
      shutdown: runtime.shutdown,
    });
    const own = ownSnapshot;
    deps.afterPublish = () =>
      own
        .refresh()
        .catch((error: unknown) => logger.warn({ err: error }, 'own content snapshot not reloaded'));
    if (env.JOBS_ENABLED) {
      startPeriodicJob({
        name: 'scheduled-releases',
        intervalMs: env.RELEASE_SCHEDULE_INTERVAL_MS,
        work: async () => void (await publishDueReleases(deps, logger)),
        logger,
        shutdown: runtime.shutdown,
        db,
      });
    }
  },
});
