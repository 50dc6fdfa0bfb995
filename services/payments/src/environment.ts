import { baseEnvSchema, booleanFlag, databaseEnvSchema, kafkaEnvSchema, loadEnvironment } from '@vh/kit';
import { z } from 'zod';

const schema = baseEnvSchema
  .extend(databaseEnvSchema.shape)
  .extend(kafkaEnvSchema.shape)
  .extend({
    PORT: z.coerce.number().int().positive().default(4004),
    /** Where the content snapshot comes from (the packages' items). */
    CONTENT_URL: z.string().url().default('http://localhost:4005'),
    /** The game service, whose exchange call grants what was bought. */
    GAME_URL: z.string().url().default('http://localhost:4002'),
    /** Where players come back after the provider's approval page (/shopcallback/{id}). */
    PUBLIC_ORIGIN: z.url().default('http://localhost:4000'),
    /** The provider (docs/payment-provider.md): the project's sandbox by default, PayPal by configuration. */
    PAYMENT_PROVIDER_URL: z.url().default('http://localhost:4010'),
    PAYMENT_CLIENT_ID: z.string().min(1).default('vh-sandbox-client'),
    PAYMENT_CLIENT_SECRET: z.string().min(1).default('vh-sandbox-secret'),
    PAYMENT_WEBHOOK_ID: z.string().min(1).default('WH-SANDBOX'),
    PAYMENT_BRAND_NAME: z.string().min(1).default('Vampire Hunt'),
    /** Renewals and the reconciliation of unfinished payments run on every replica unless switched off. */
    JOBS_ENABLED: booleanFlag(true),
    RENEWAL_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
    RECONCILE_INTERVAL_MS: z.coerce.number().int().positive().default(300_000),
  });

type PaymentsEnv = z.infer<typeof schema>;

export function loadPaymentsEnv(): PaymentsEnv {
  return loadEnvironment(schema);
}
