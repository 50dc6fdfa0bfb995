/** Game service boot: stores -> content snapshot -> subgraph -> relay -> consumers -> jobs. */
// First: tracing patches http, express, pg and ioredis as they load (docs/observability.md).
import '@vh/kit/instrumentation';
import path from 'node:path';
import {
  mountContentUsageRoute,
  openContentSnapshot,
  openDatabase,
  openKafka,
  runServiceEntry,
  startPeriodicJob,
  startProcessedEventsPruning,
  startServiceRelay,
  startServiceSubgraph,
} from '@vh/kit';
import { Topics } from '@vh/contracts';
import { startIdentityConsumer } from './consumers/identityConsumer';
import { startInboxPushConsumer } from './consumers/inboxPushConsumer';
import { startPaymentsConsumer } from './consumers/paymentsConsumer';
import { GameContent } from './content/gameContent';
import { buildGameContext, type GameContext } from './context';
import { createGameDeps } from './deps';
import { loadGameEnv } from './environment';
import { SERVICE_NAME } from './events';
import { mountExchangeRoute } from './internal/exchangeRoute';
import { runAutoHunts } from './jobs/autoHuntJob';
import { createInboxPusher } from './jobs/inboxPushJob';
import { createReminderJob } from './jobs/reminderJob';
import { WebPushSender } from './push/pushSender';
import { vapidKeysOf } from './push/vapidConfig';
import { runRetentionJob } from './jobs/retentionJob';
import { createLedgerJob } from './ledger/ledgerJob';
import { resolvers } from './resolvers';
import { contentUsage } from './useCases/contentUsage';
import { rotateMissions } from './useCases/missions';
import { reminderDetails } from './useCases/reminders';

runServiceEntry({
  service: SERVICE_NAME,
  loadEnv: loadGameEnv,
  start: async (runtime) => {
    const { env, logger, shutdown } = runtime;
    const db = openDatabase(runtime, { max: 20 });
    const kafka = openKafka(runtime);
    const snapshot = await openContentSnapshot(runtime, kafka);
    const vapid = vapidKeysOf(env);
    const deps = createGameDeps(db, new GameContent(snapshot), {
      playStartsAt: Date.parse(env.PLAY_STARTS_AT),
      push: { vapid, allowHttpEndpoints: env.NODE_ENV !== 'production' },
    });

    await startServiceSubgraph<GameContext>(runtime, {
      schemaFile: path.join(__dirname, '..', 'schema.graphql'),
      resolvers,
      stores: { db },
      buildContext: (base) => buildGameContext(base, deps, snapshot),
      configureRoutes: (app) => {
        mountExchangeRoute(app, deps, env.GATEWAY_SHARED_SECRET, logger);
        mountContentUsageRoute(app, (query) => contentUsage(deps, query), env.GATEWAY_SHARED_SECRET, logger);
      },
    });
    await startServiceRelay(runtime, { db, kafka, topics: [Topics.gamePlayers] });
    const identityConsumer = await startIdentityConsumer(deps, kafka, logger);
    shutdown.register('identity consumer', () => identityConsumer.disconnect());
    const paymentsConsumer = await startPaymentsConsumer(deps, kafka, logger);
    shutdown.register('payments consumer', () => paymentsConsumer.disconnect());
    // Inbox news as web pushes, for the groups players chose (only when this server can push).
    const inboxPusher = vapid
      ? createInboxPusher(
          {
            inboxPush: deps.inboxPush,
            subscriptions: deps.reminders,
            sender: new WebPushSender(vapid),
            clock: deps.clock,
          },
          logger,
        )
      : null;
    if (inboxPusher) {
      const inboxPushConsumer = await startInboxPushConsumer(inboxPusher, kafka, logger);
      shutdown.register('inbox push consumer', () => inboxPushConsumer.disconnect());
    }

    if (env.JOBS_ENABLED) {
      startProcessedEventsPruning({
        db,
        logger,
        shutdown,
        intervalMs: env.PROCESSED_EVENTS_PRUNE_INTERVAL_MS,
        retentionDays: env.PROCESSED_EVENTS_RETENTION_DAYS,
      });
      startPeriodicJob({
        name: 'mission-rotation',
        intervalMs: env.MISSION_ROTATION_INTERVAL_MS,
        work: async () => void (await rotateMissions(deps, logger)),
        logger,
        shutdown,
        db,
      });
      startPeriodicJob({
        name: 'auto-hunt',
        intervalMs: env.AUTO_HUNT_INTERVAL_MS,
        work: async () => void (await runAutoHunts(deps, logger)),
        logger,
        shutdown,
        db,
      });
      const retention = {
        journalDays: env.JOURNAL_RETENTION_DAYS,
        journalMaxEntries: env.JOURNAL_MAX_ENTRIES_PER_PLAYER,
        exchangeDays: env.EXCHANGE_RETENTION_DAYS,
        batchSize: env.RETENTION_BATCH_SIZE,
      };
      startPeriodicJob({
        name: 'ledger-check',
        intervalMs: env.LEDGER_CHECK_INTERVAL_MS,
        work: createLedgerJob(
          db,
          { newRows: env.LEDGER_CHECK_NEW_ROWS, sweepPlayers: env.LEDGER_CHECK_SWEEP_PLAYERS },
          logger,
        ),
        logger,
        shutdown,
        db,
      });
      startPeriodicJob({
        name: 'retention',
        intervalMs: env.RETENTION_INTERVAL_MS,
        work: async () => void (await runRetentionJob(db, retention, logger)),
        logger,
        shutdown,
        db,
      });
      if (vapid) {
        const runReminders = createReminderJob(
          {
            reminders: deps.reminders,
            sender: new WebPushSender(vapid),
            clock: deps.clock,
            details: (due, now) => reminderDetails(deps, due, now),
          },
          logger,
        );
        startPeriodicJob({
          name: 'push-reminders',
          intervalMs: env.REMINDER_INTERVAL_SECONDS * 1000,
          work: async () => void (await runReminders()),
          logger,
          shutdown,
          db,
        });
      }
      if (inboxPusher) {
        startPeriodicJob({
          name: 'inbox-push-retries',
          intervalMs: env.REMINDER_INTERVAL_SECONDS * 1000,
          work: async () => void (await inboxPusher.retry()),
          logger,
          shutdown,
          db,
        });
      }
    }
  },
});
