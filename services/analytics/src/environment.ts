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
  .extend(redisEnvSchema.shape)
  .extend({
    PORT: z.coerce.number().int().positive().default(4006),
    /** Where the content snapshot comes from (the configured rates beside the observed ones). */
    CONTENT_URL: z.string().url().default('http://localhost:4005'),
    /** The game, whose exchange call pays league and tournament rewards. */
    GAME_URL: z.string().url().default('http://localhost:4002'),
    /** The daily records job and the ladder watch run on every replica unless switched off. */
    JOBS_ENABLED: booleanFlag(true),
    /** How often today's record (and any missed day) is recomputed. */
    STATS_INTERVAL_MS: z.coerce.number().int().positive().default(300_000),
    /** How often the ladders' presence in Redis is checked (rebuilt from PostgreSQL when lost). */
    LADDER_WATCH_INTERVAL_MS: z.coerce.number().int().positive().default(5_000),
    /** How often the season job rolls the calendar over and archives ended seasons. */
    SEASON_JOB_INTERVAL_MS: z.coerce.number().int().positive().default(2_000),
    /**
     * How long after its end a season is archived: events of its window that are still on their way
     * (the relay, Kafka) count until then.
     */
    SEASON_ARCHIVE_GRACE_MS: z.coerce.number().int().nonnegative().default(10_000),
    /** How often the league job places weeks, writes ended weeks' results and pays rewards. */
    LEAGUE_JOB_INTERVAL_MS: z.coerce.number().int().positive().default(2_000),
    /** How long after its end a week's results are written (late hunts of the week count until then). */
    LEAGUE_RESULTS_GRACE_MS: z.coerce.number().int().nonnegative().default(10_000),
  });

type AnalyticsEnv = z.infer<typeof schema>;

export function loadAnalyticsEnv(): AnalyticsEnv {
  return loadEnvironment(schema);
}
