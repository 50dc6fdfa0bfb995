import { z } from 'zod';
import { publicSecretProblem, publicSecretsIn, refusesPublicSecrets } from './publicSecrets';

/** Variables every service reads. Services extend this with their own. */
export const baseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PORT: z.coerce.number().int().positive(),
  /** The internal port of /metrics (default: PORT + 1000); never exposed to the public. */
  METRICS_PORT: z.coerce.number().int().positive().optional(),
  /**
   * The internal secret of gateway -> subgraph and service -> service calls: one secret, or during a
   * rotation `<current>,<next>,<previous>` (signs with the first, accepts each; see auth.ts).
   */
  GATEWAY_SHARED_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .refine((value) => value.split(',').every((secret) => secret.trim().length >= 16), {
      message: 'must be at least 16 characters (each secret of a comma separated set)',
    })
    .refine((value) => value.split(',').length <= 3, {
      message: 'holds at most 3 secrets: <current>,<next>,<previous>',
    }),
  /**
   * On SIGTERM, how long the process keeps answering (each answer with `Connection: close`) before
   * it stops: keep-alive clients that still hold a connection to it (a pod already removed from its
   * Service) move elsewhere instead of finding the connection closed under them. The chart sets it.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(30_000).default(0),
  /** One info line per HTTP request (method, route, status, duration, trace id); `off` silences it. */
  ACCESS_LOG: z
    .enum(['on', 'off'])
    .default('on')
    .transform((value) => value === 'on'),
});

/**
 * Tracing is on when an OTLP endpoint is configured (the OpenTelemetry SDK reads the other OTEL_*
 * variables itself: headers, timeout, sampler, batch sizes). Read before anything else loads, see
 * instrumentation.ts.
 */
export const tracingEnvSchema = z.object({
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optionalUrl(),
  /** The OpenTelemetry switch that turns the SDK off whatever else is set. */
  OTEL_SDK_DISABLED: booleanFlag(false),
});

/** Whether this process exports traces (see tracingEnvSchema). */
export function tracingConfigured(env: z.infer<typeof tracingEnvSchema>): boolean {
  return (
    !env.OTEL_SDK_DISABLED &&
    Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT ?? env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)
  );
}

export const databaseEnvSchema = z.object({
  DATABASE_URL: z.url(),
  /** Connections in this process's pool (default: the service's own, see openDatabase). */
  DB_POOL_MAX: z.coerce.number().int().positive().optional(),
});
export const redisEnvSchema = z.object({ REDIS_URL: z.url() });
/** The SASL mechanisms the Kafka client (kafkajs) speaks with a username and password. */
export const KAFKA_SASL_MECHANISMS = ['plain', 'scram-sha-256', 'scram-sha-512'] as const;

export const kafkaEnvSchema = z.object({
  KAFKA_BROKERS: z
    .string()
    .min(1)
    .transform((value) => value.split(',').map((broker) => broker.trim())),
  OUTBOX_RELAY_ENABLED: booleanFlag(true),
  /** Prefix of every topic and consumer group (see kafkaNames.ts); empty in a cluster. */
  KAFKA_NAMESPACE: z.string().default(''),
  /** How often consumers forget event ids older than their retention (processed_events). */
  PROCESSED_EVENTS_PRUNE_INTERVAL_MS: z.coerce.number().int().positive().default(3_600_000),
  /** How long consumers remember an event id; keep it above Kafka's retention (docs/retention.md). */
  PROCESSED_EVENTS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
  /** How long published outbox rows stay (for inspection) before the relay deletes them. */
  OUTBOX_RETENTION_HOURS: z.coerce.number().int().min(1).max(87_600).default(72),
  /** TLS to the brokers. The CA, client certificate and key are PEM text or a file's path. */
  KAFKA_SSL: booleanFlag(false),
  KAFKA_SSL_CA: optionalSetting(),
  KAFKA_SSL_CERT: optionalSetting(),
  KAFKA_SSL_KEY: optionalSetting(),
  /** SASL login; username and password inline or as a mounted secret file (the _FILE variants). */
  KAFKA_SASL_MECHANISM: z.preprocess(
    (value) => (typeof value === 'string' ? value.toLowerCase() || undefined : value),
    z.enum(KAFKA_SASL_MECHANISMS, { error: `must be one of ${KAFKA_SASL_MECHANISMS.join(', ')}` }).optional(),
  ),
  KAFKA_SASL_USERNAME: optionalSetting(),
  KAFKA_SASL_USERNAME_FILE: optionalSetting(),
  KAFKA_SASL_PASSWORD: optionalSetting(),
  KAFKA_SASL_PASSWORD_FILE: optionalSetting(),
});

/** The TLS and SASL variables of `kafkaEnvSchema`, turned into client options by `kafkaSecurity`. */
export type KafkaSecurityEnv = Pick<
  z.infer<typeof kafkaEnvSchema>,
  Extract<keyof z.infer<typeof kafkaEnvSchema>, `KAFKA_SSL${string}` | `KAFKA_SASL_${string}`>
>;

/** How far above its public port a process serves /metrics unless METRICS_PORT says otherwise. */
export const METRICS_PORT_DISTANCE = 1000;

/** The process's internal metrics port: METRICS_PORT, or its public port + 1000. */
export function metricsPortOf(env: { PORT: number; METRICS_PORT?: number | undefined }): number {
  return env.METRICS_PORT ?? env.PORT + METRICS_PORT_DISTANCE;
}

/** A URL that may be unset or empty (deployment templates often render empty strings). */
function optionalUrl() {
  return z.preprocess((value) => (value === '' ? undefined : value), z.url().optional());
}

/** Parses "true"/"false"/"1"/"0" with a default; zod's coerce.boolean would read "false" as true. */
export function booleanFlag(defaultValue: boolean) {
  return z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? defaultValue : value === 'true' || value === '1'));
}

/** An optional string where an empty value counts as unset (as `FOO=` in an env file means). */
function optionalSetting() {
  return z
    .string()
    .optional()
    .transform((value) => (value === '' ? undefined : value));
}

/**
 * Reads the environment once, listing every problem at once. The process exits with 1 on a bad
 * environment: a service must never run half-configured. In production a publicly known example
 * secret is such a problem too (publicSecrets.ts).
 */
export function loadEnvironment<S extends z.ZodType>(
  schema: S,
  source: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  const parsed = schema.safeParse(source);
  const publicSecrets = refusesPublicSecrets(source) ? publicSecretsIn(source) : [];
  if (parsed.success && publicSecrets.length === 0) return parsed.data;
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues).map(
      (issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`,
    ),
    ...publicSecrets.map((finding) => `  ${publicSecretProblem(finding)}`),
  ];
  process.stderr.write(`Invalid environment:\n${problems.join('\n')}\n`);
  process.exit(1);
}
