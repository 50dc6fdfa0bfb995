import { baseEnvSchema, loadEnvironment } from '@vh/kit';
import { z } from 'zod';
import { webUrl } from './schemas';

/** Unset and empty variables mean the same: deployment templates often render empty strings. */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const origin = webUrl.transform((value) => value.replace(/\/+$/, ''));

// The sandbox stands in for an outside provider, so it needs none of the internal shared secret.
const schema = baseEnvSchema
  .omit({ GATEWAY_SHARED_SECRET: true })
  .extend({
    PORT: z.coerce.number().int().positive().default(4010),
    /** Origin of the links a browser opens (the approval page). */
    SANDBOX_PUBLIC_ORIGIN: optional(origin),
    /** Origin of the API links (self, capture...); defaults to the public origin. */
    SANDBOX_API_ORIGIN: optional(origin),
    SANDBOX_CLIENT_ID: z.string().min(1).default('vh-sandbox-client'),
    SANDBOX_CLIENT_SECRET: z.string().min(1).default('vh-sandbox-secret'),
    /** Where events are posted; unset keeps them only in memory (see GET /sandbox/events). */
    SANDBOX_WEBHOOK_URL: optional(webUrl),
    SANDBOX_WEBHOOK_ID: z.string().min(1).default('WH-SANDBOX'),
    SANDBOX_WEBHOOK_SECRET: z.string().min(1).default('vh-sandbox-webhook-secret'),
    SANDBOX_BILLING_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
  })
  .transform((env) => {
    const publicOrigin = env.SANDBOX_PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`;
    return {
      ...env,
      SANDBOX_PUBLIC_ORIGIN: publicOrigin,
      SANDBOX_API_ORIGIN: env.SANDBOX_API_ORIGIN ?? publicOrigin,
    };
  });

type SandboxEnv = z.infer<typeof schema>;

export function loadSandboxEnv(source: NodeJS.ProcessEnv = process.env): SandboxEnv {
  return loadEnvironment(schema, source);
}
