import { z } from 'zod';

/** Variables every service reads. Services extend this with their own. */
export const baseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PORT: z.coerce.number().int().positive(),
  /** The internal port of /metrics (default: PORT + 1000); never exposed to the public. */
  METRICS_PORT: z.coerce.number().int().positive().optional(),
  GATEWAY_SHARED_SECRET: z.string().min(16, 'must be at least 16 characters'),
});

export const databaseEnvSchema = z.object({ DATABASE_URL: z.url() });
export const redisEnvSchema = z.object({ REDIS_URL: z.url() });
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
});

/** How far above its public port a process serves /metrics unless METRICS_PORT says otherwise. */
export const METRICS_PORT_DISTANCE = 1000;

/** The process's internal metrics port: METRICS_PORT, or its public port + 1000. */
export function metricsPortOf(env: { PORT: number; METRICS_PORT?: number | undefined }): number {
  return env.METRICS_PORT ?? env.PORT + METRICS_PORT_DISTANCE;
}

/** Parses "true"/"false"/"1"/"0" with a default; zod's coerce.boolean would read "false" as true. */
export function booleanFlag(defaultValue: boolean) {
  return z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? defaultValue : value === 'true' || value === '1'));
}

/**
 * Reads the environment once, listing every problem at once. The process exits with 1 on a bad
 * environment: a service must never run half-configured.
 */
export function loadEnvironment<S extends z.ZodType>(
  schema: S,
  source: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  const parsed = schema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`,
  );
  process.stderr.write(`Invalid environment:\n${problems.join('\n')}\n`);
  process.exit(1);
}
