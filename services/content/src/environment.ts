import { baseEnvSchema, booleanFlag, databaseEnvSchema, kafkaEnvSchema, loadEnvironment } from '@vh/kit';
import { z } from 'zod';

const schema = baseEnvSchema
  .extend(databaseEnvSchema.shape)
  .extend(kafkaEnvSchema.shape)
  .extend({
    PORT: z.coerce.number().int().positive().default(4005),
    /** migrate.js seeds the playable world once (idempotent; never overwrites admins' edits). */
    SEED_WORLD: booleanFlag(true),
  });

type ContentEnv = z.infer<typeof schema>;

export function loadContentEnv(): ContentEnv {
  return loadEnvironment(schema);
}
