import { baseEnvSchema, databaseEnvSchema, kafkaEnvSchema, loadEnvironment } from '@vh/kit';
import { z } from 'zod';

const schema = baseEnvSchema
  .extend(databaseEnvSchema.shape)
  .extend(kafkaEnvSchema.shape)
  .extend({
    PORT: z.coerce.number().int().positive().default(4005),
  });

export type ContentEnv = z.infer<typeof schema>;

export function loadContentEnv(): ContentEnv {
  return loadEnvironment(schema);
}
