import {
  baseEnvSchema,
  booleanFlag,
  databaseEnvSchema,
  kafkaEnvSchema,
  loadEnvironment,
  redisEnvSchema,
} from '@vh/kit';
import { z } from 'zod';

const schema = baseEnvSchema
  .extend(databaseEnvSchema.shape)
  .extend(kafkaEnvSchema.shape)
  // Sanction checks (docs/sanctions.md) read identity's copies in Redis.
  .extend(redisEnvSchema.shape)
  .extend({
    PORT: z.coerce.number().int().positive().default(4007),
    /** Where the content snapshot comes from (gift items, expedition targets, emblems). */
    CONTENT_URL: z.string().url().default('http://localhost:4005'),
    /** The game, whose exchange call pays claimed gifts and expedition chests. */
    GAME_URL: z.string().url().default('http://localhost:4002'),
    /** Analytics, asked for the members' season points (coven ladder). */
    ANALYTICS_URL: z.string().url().default('http://localhost:4006'),
    /** Payouts, expedition deadlines and expiry run on every replica unless switched off. */
    JOBS_ENABLED: booleanFlag(true),
    /** How often unpaid payouts are retried and ended expeditions are closed. */
    SOCIAL_JOB_INTERVAL_MS: z.coerce.number().int().positive().default(5_000),
    /** How often the coven ladder's points are asked of analytics (once per period across replicas). */
    COVEN_POINTS_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
    /** How long a new expedition runs. */
    EXPEDITION_DURATION_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(3 * 24 * 3600_000),
  });

export type SocialEnv = z.infer<typeof schema>;

export function loadSocialEnv(): SocialEnv {
  return loadEnvironment(schema);
}
