/** Payment sandbox boot: env -> logger -> http app -> sandbox routes -> billing job -> listen -> ready. */
import { ShutdownManager, closeServer, createHttpApp, createLogger, listen, startPeriodicJob } from '@vh/kit';
import { billDueSubscriptions } from './billing';
import { loadSandboxEnv } from './environment';
import { createSandbox, mountSandbox } from './sandbox';

const SERVICE_NAME = 'payment-sandbox';

async function main(): Promise<void> {
  const env = loadSandboxEnv();
  const logger = createLogger(SERVICE_NAME, env.LOG_LEVEL);
  const shutdown = new ShutdownManager(logger);
  shutdown.listen();

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

  const { app, markNotReady } = createHttpApp({ service: SERVICE_NAME, logger, readinessChecks: {} });
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
  logger.info(
    {
      port: env.PORT,
      publicOrigin: env.SANDBOX_PUBLIC_ORIGIN,
      webhookUrl: env.SANDBOX_WEBHOOK_URL ?? null,
    },
    'payment-sandbox ready',
  );
}

main().catch((error) => {
  process.stderr.write(
    `payment-sandbox failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
