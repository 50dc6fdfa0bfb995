import { readFileSync } from 'node:fs';
import type { Express } from 'express';
import { parse } from 'graphql';
import type { Redis } from 'ioredis';
import type { Knex } from 'knex';
import type { Kafka } from 'kafkajs';
import type { Logger } from 'pino';
import { startContentSnapshot, type ContentSnapshotCache } from './contentSnapshot';
import { checkDatabase, createDatabase } from './db';
import { metricsPortOf, type KafkaSecurityEnv } from './environment';
import { closeServer, serveMetrics } from './http';
import { createKafka } from './kafka';
import { setKafkaNamespace } from './kafkaNames';
import { kafkaSecurity } from './kafkaSecurity';
import { kafkaReadiness } from './kafkaReadiness';
import { createLogger } from './logger';
import { startOutboxRelay } from './outbox';
import { checkRedis } from './redis';
import { ShutdownManager } from './shutdown';
import { startSubgraph, type BaseContext, type SubgraphResolvers } from './subgraph';
import { startTracing } from './tracing';
import { useShortOutboundKeepAlive } from './outboundKeepAlive';

/** What a service's boot starts from: its name, environment, logger and graceful shutdown. */
export interface ServiceRuntime<Env> {
  service: string;
  env: Env;
  logger: Logger;
  shutdown: ShutdownManager;
}

/**
 * The body of every service's `src/index.ts`: the environment, the logger, shutdown on SIGTERM and
 * SIGINT, then `start`, then "<service> ready". A failure to start is printed and exits 1.
 */
export function runServiceEntry<Env extends { LOG_LEVEL: string }>(options: {
  service: string;
  loadEnv: () => Env;
  start: (runtime: ServiceRuntime<Env>) => Promise<void>;
}): void {
  const { service } = options;
  const run = async () => {
    const env = options.loadEnv();
    const logger = createLogger(service, env.LOG_LEVEL);
    const shutdown = new ShutdownManager(logger);
    shutdown.listen();
    startTracing({ service, logger, shutdown });
    useShortOutboundKeepAlive();
    await options.start({ service, env, logger, shutdown });
    logger.info(`${service} ready`);
  };
  run().catch((error) => {
    process.stderr.write(
      `${service} failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
    process.exit(1);
  });
}

/**
 * The service's database pool, closed on shutdown. `pool` is the service's default; DB_POOL_MAX
 * (the chart's database.poolMax) overrides its size, so replicas x pool fits the server.
 */
export function openDatabase(
  runtime: ServiceRuntime<{ DATABASE_URL: string; DB_POOL_MAX?: number | undefined }>,
  pool: { min?: number; max?: number } = {},
): Knex {
  const max = runtime.env.DB_POOL_MAX ?? pool.max;
  const db = createDatabase(runtime.env.DATABASE_URL, { ...pool, ...(max === undefined ? {} : { max }) });
  runtime.shutdown.register('database', () => db.destroy());
  return db;
}

/**
 * The service's Kafka client (it connects only when a producer or consumer does), in the environment's
 * namespace, with its TLS and SASL settings (a bad combination fails the start).
 */
export function openKafka(
  runtime: ServiceRuntime<{ KAFKA_BROKERS: string[]; KAFKA_NAMESPACE: string } & KafkaSecurityEnv>,
): Kafka {
  setKafkaNamespace(runtime.env.KAFKA_NAMESPACE);
  return createKafka(runtime.service, runtime.env.KAFKA_BROKERS, runtime.logger, kafkaSecurity(runtime.env));
}

/** The content snapshot of a service that reads content (see `startContentSnapshot`). */
export function openContentSnapshot(
  runtime: ServiceRuntime<{ CONTENT_URL: string; GATEWAY_SHARED_SECRET: string }>,
  kafka: Kafka,
): Promise<ContentSnapshotCache> {
  return startContentSnapshot({
    contentUrl: runtime.env.CONTENT_URL,
    sharedSecret: runtime.env.GATEWAY_SHARED_SECRET,
    service: runtime.service,
    logger: runtime.logger,
    kafka,
    shutdown: runtime.shutdown,
  });
}

/** Serves /metrics on the process's internal metrics port until shutdown. */
export async function startMetricsServer(
  runtime: ServiceRuntime<{ PORT: number; METRICS_PORT?: number | undefined }>,
): Promise<void> {
  const port = metricsPortOf(runtime.env);
  const server = await serveMetrics(port);
  runtime.shutdown.register('metrics', () => closeServer(server));
  runtime.logger.info({ metricsPort: port }, 'metrics listening');
}

/**
 * Serves the service's subgraph from its schema file, ready while its stores answer; stopped on
 * shutdown.
 */
export async function startServiceSubgraph<Context extends BaseContext>(
  runtime: ServiceRuntime<{
    PORT: number;
    METRICS_PORT?: number | undefined;
    GATEWAY_SHARED_SECRET: string;
    ACCESS_LOG: boolean;
    SHUTDOWN_DRAIN_MS: number;
  }>,
  options: {
    schemaFile: string;
    resolvers: SubgraphResolvers;
    stores: { db: Knex; redis?: Redis };
    buildContext: (base: BaseContext) => Context | Promise<Context>;
    configureRoutes?: (app: Express) => void;
  },
): Promise<void> {
  const { db, redis } = options.stores;
  const subgraph = await startSubgraph<Context>({
    service: runtime.service,
    port: runtime.env.PORT,
    logger: runtime.logger,
    accessLog: runtime.env.ACCESS_LOG,
    drainMs: runtime.env.SHUTDOWN_DRAIN_MS,
    sharedSecret: runtime.env.GATEWAY_SHARED_SECRET,
    typeDefs: parse(readFileSync(options.schemaFile, 'utf8')),
    resolvers: options.resolvers,
    readinessChecks: {
      database: () => checkDatabase(db),
      ...(redis ? { redis: () => checkRedis(redis) } : {}),
      // The relay's producer and the consumer groups the service exists for (kafkaReadiness.ts).
      kafka: () => kafkaReadiness.check(),
    },
    buildContext: options.buildContext,
    ...(options.configureRoutes ? { configureRoutes: options.configureRoutes } : {}),
  });
  runtime.shutdown.register('subgraph', () => subgraph.stop());
  await startMetricsServer(runtime);
}

/** Relays the service's outbox to its topics, unless OUTBOX_RELAY_ENABLED is off. */
export async function startServiceRelay(
  runtime: ServiceRuntime<{
    DATABASE_URL: string;
    OUTBOX_RELAY_ENABLED: boolean;
    OUTBOX_RETENTION_HOURS?: number;
  }>,
  options: { db: Knex; kafka: Kafka; topics: string[] },
): Promise<void> {
  if (!runtime.env.OUTBOX_RELAY_ENABLED) return;
  await startOutboxRelay({
    db: options.db,
    databaseUrl: runtime.env.DATABASE_URL,
    kafka: options.kafka,
    topics: options.topics,
    logger: runtime.logger,
    service: runtime.service,
    shutdown: runtime.shutdown,
    retentionHours: runtime.env.OUTBOX_RETENTION_HOURS,
  });
}
