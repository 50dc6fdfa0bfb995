/** Payment sandbox boot: http app -> sandbox routes -> billing job -> listen. */
// First: tracing patches http, express, pg and ioredis as they load (docs/observability.md).
import '@vh/kit/instrumentation';
import {
  closeServer,
  createHttpApp,
  listen,
  runServiceEntry,
  startMetricsServer,
  startPeriodicJob,
} from '@vh/kit';
import { billDueSubscriptions } from './billing';
import { loadSandboxEnv } from './environment';
import { createSandbox, mountSandbox } from './sandbox';

const SERVICE_NAME = 'payment-sandbox';

runServiceEntry({
  service: SERVICE_NAME,
  loadEnv: loadSandboxEnv,
  start: async (runtime) => {
    const { env, logger, shutdown } = runtime;
    const sandbox = createSandbox({
      config: {
        publicOrigin: env.SANDBOX_PUBLIC_ORIGIN,
        apiOrigin: env.SANDBOX_API_ORIGIN,
        clientId: env.SANDBOX_CLIENT_ID,
        clientSecret: env.SANDBOX_CLIENT_SECRET,
        webhookUrl: env.SANDBOX_WEBHOOK_URL,
        webhookId: env.SANDBOX_WEBHOOK_ID,
        webhookSecret: env.SANDBOX_WEBHOOK_SECRET,
      },
      logger,
    });
    shutdown.register('webhook deliveries', async () => sandbox.stop());

    const { app, markNotReady } = createHttpApp({
      service: SERVICE_NAME,
      logger,
      accessLog: env.ACCESS_LOG,
      readinessChecks: {},
    });
    mountSandbox(app, sandbox.context);
    startPeriodicJob({
      name: 'subscription billing',
      intervalMs: env.SANDBOX_BILLING_INTERVAL_MS,
      work: async () => billDueSubscriptions(sandbox.context),
      logger,
      shutdown,
    });

    const server = await listen(app, env.PORT);
    shutdown.register('http', async () => {
      markNotReady();
      await closeServer(server);
    });
    await startMetricsServer(runtime);
    logger.info(
      {
        port: env.PORT,
        publicOrigin: env.SANDBOX_PUBLIC_ORIGIN,
        webhookUrl: env.SANDBOX_WEBHOOK_URL ?? null,
      },
      'payment-sandbox listening',
    );
  },
});
