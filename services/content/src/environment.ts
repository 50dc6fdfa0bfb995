import { baseEnvSchema, booleanFlag, databaseEnvSchema, kafkaEnvSchema, loadEnvironment } from '@vh/kit';
import { z } from 'zod';

const schema = baseEnvSchema
  .extend(databaseEnvSchema.shape)
  .extend(kafkaEnvSchema.shape)
  .extend({
    PORT: z.coerce.number().int().positive().default(4005),
    /** migrate.js seeds the playable world once (idempotent; never overwrites admins' edits). */
    SEED_WORLD: booleanFlag(true),
    /** The game service, asked before a release deletes entries players may still use. */
    GAME_URL: z.string().url().default('http://localhost:4002'),
    /** Payments, asked too: which items and currencies premium packages grant. */
    PAYMENTS_URL: z.string().url().default('http://localhost:4004'),
    /** Runs the scheduled-release job (replica-safe); how often it looks for releases due. */
    JOBS_ENABLED: booleanFlag(true),
    RELEASE_SCHEDULE_INTERVAL_MS: z.coerce.number().int().min(200).max(3_600_000).default(5000),
    /**
     * A published release is in force this long after its commit, once every service has loaded it
     * (a Kafka round trip and a snapshot load), so all switch at one instant. Legacy single writes: at once.
     */
    CONTENT_ACTIVATION_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  });

type ContentEnv = z.infer<typeof schema>;

export function loadContentEnv(): ContentEnv {
  return loadEnvironment(schema);
}
