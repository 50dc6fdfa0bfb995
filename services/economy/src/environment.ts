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
  // The sanctions identity writes there: the market ban (docs/sanctions.md#the-market-ban).
  .extend(redisEnvSchema.shape)
  .extend({
    PORT: z.coerce.number().int().positive().default(4003),
    /** Where the content snapshot comes from. */
    CONTENT_URL: z.string().url().default('http://localhost:4005'),
    /** The game service, whose exchange call applies every trade. */
    GAME_URL: z.string().url().default('http://localhost:4002'),
    /** The settlement of trades left pending by an outage runs on every replica unless switched off. */
    JOBS_ENABLED: booleanFlag(true),
    SETTLE_INTERVAL_MS: z.coerce.number().int().positive().default(30_000),
    /** A pending trade younger than this is still being worked on by its request. */
    SETTLE_AFTER_MS: z.coerce.number().int().positive().default(30_000),
    /** The market job: resumes cut-short escrows, expires orders, matches crossed books, pays payouts. */
    MARKET_JOB_INTERVAL_MS: z.coerce.number().int().positive().default(5_000),
    /** A pending order younger than this is still being placed by its request. */
    MARKET_RESUME_AFTER_MS: z.coerce.number().int().positive().default(10_000),
  });

type EconomyEnv = z.infer<typeof schema>;

export function loadEconomyEnv(): EconomyEnv {
  return loadEnvironment(schema);
}
