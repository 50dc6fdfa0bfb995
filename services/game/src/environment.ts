import { baseEnvSchema, booleanFlag, databaseEnvSchema, kafkaEnvSchema, loadEnvironment } from '@vh/kit';
import { z } from 'zod';

const schema = baseEnvSchema
  .extend(databaseEnvSchema.shape)
  .extend(kafkaEnvSchema.shape)
  .extend({
    PORT: z.coerce.number().int().positive().default(4002),
    /** Where the content snapshot comes from. */
    CONTENT_URL: z.string().url().default('http://localhost:4005'),
    /** Hunting is refused before this instant (1 July 2024 11:00 Europe/Berlin). */
    PLAY_STARTS_AT: z.iso.datetime({ offset: true }).default('2024-07-01T11:00:00+02:00'),
    /** The periodic jobs (auto-hunts, mission rotation) run on every replica unless switched off. */
    JOBS_ENABLED: booleanFlag(true),
    AUTO_HUNT_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
    MISSION_ROTATION_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
  });

type GameEnv = z.infer<typeof schema>;

export function loadGameEnv(): GameEnv {
  return loadEnvironment(schema);
}
