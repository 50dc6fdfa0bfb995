import { baseEnvSchema, databaseEnvSchema, kafkaEnvSchema, loadEnvironment } from '@vh/kit';
import { z } from 'zod';

const schema = baseEnvSchema
  .extend(databaseEnvSchema.shape)
  .extend(kafkaEnvSchema.shape)
  .extend({
    PORT: z.coerce.number().int().positive().default(4004),
    /** Where the content snapshot comes from (the packages' items). */
    CONTENT_URL: z.string().url().default('http://localhost:4005'),
  });

export type PaymentsEnv = z.infer<typeof schema>;

export function loadPaymentsEnv(): PaymentsEnv {
  return loadEnvironment(schema);
}
