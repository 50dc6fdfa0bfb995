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
  startServiceSubgraph,
} from '@vh/kit';
import { Topics } from '@vh/contracts';
import type { ContentContext } from './context';
import { createContentDeps } from './deps';
import { loadContentEnv } from './environment';
import { SERVICE_NAME } from './events';
import { previewDeps } from './releases/previewEntries';
import { mountSnapshotRoute } from './snapshot/snapshotRoute';
import { mountImageRoutes } from './images/imageRoutes';
import { publishDueReleases } from './releases/lifecycle';
import { EntryLookup } from './repositories/entryLookup';
import { resolvers } from './resolvers';

runServiceEntry({
  service: SERVICE_NAME,
  loadEnv: loadContentEnv,
  start: async (runtime) => {
    const { env, logger } = runtime;
    const db = openDatabase(runtime);
    const gameCall = {
      gameUrl: env.GAME_URL,
      sharedSecret: env.GATEWAY_SHARED_SECRET,
      service: SERVICE_NAME,
    };
    const deps = createContentDeps(db, (query, requestId) => askContentUsage(gameCall, query, requestId));

    await startServiceSubgraph<ContentContext>(runtime, {
      schemaFile: path.join(__dirname, '..', 'schema.graphql'),
      resolvers,
      stores: { db },
      buildContext: async (base) => {
        // A previewing admin's reads answer as the draft makes the world (queries only).
        const requestDeps = base.preview === undefined ? deps : await previewDeps(deps, base.preview);
        return { ...base, deps: requestDeps, lookup: new EntryLookup(requestDeps.entries) };
      },
      configureRoutes: (app) => {
        mountImageRoutes(app, deps.images, env.GATEWAY_SHARED_SECRET, logger);
        mountSnapshotRoute(app, deps, env.GATEWAY_SHARED_SECRET, logger);
      },
    });
    await startServiceRelay(runtime, { db, kafka: openKafka(runtime), topics: [Topics.contentChanges] });
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
