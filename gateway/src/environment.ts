import { baseEnvSchema, booleanFlag, loadEnvironment } from '@vh/kit';
import { z } from 'zod';

const LOCAL_APP_KEY = 'local-dev-app-key';

const schema = baseEnvSchema
  .extend({
    PORT: z.coerce.number().int().positive().default(4000),
    IDENTITY_JWKS_URL: z.url(),
    /** Accepted X-App-Key values, comma separated; defaults to the local key outside production. */
    APP_KEYS: z.string().optional(),
    PUBLIC_ORIGIN: z.url().default('http://localhost:4000'),
    /** Express "trust proxy": which hops may set X-Forwarded-For (the client IP for rate limits). */
    TRUST_PROXY: z.string().default('loopback'),
    /** Local only: port of the SMTP mail catcher whose messages GET /dev/mailbox lists. */
    LOCAL_MAILBOX_SMTP_PORT: z.coerce.number().int().positive().optional(),
    GRAPHQL_INTROSPECTION: booleanFlag(true),
    /** The player web's production build, served at / (absent: the gateway serves the API only). */
    WEB_DIST_DIR: z.string().optional(),
    /** The public application key written into the web page; defaults to the first of APP_KEYS. */
    WEB_APP_KEY: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.APP_KEYS) {
      ctx.addIssue({ code: 'custom', path: ['APP_KEYS'], message: 'is required in production' });
    }
  })
  .transform((env) => ({
    ...env,
    appKeys: (env.APP_KEYS ?? LOCAL_APP_KEY)
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
    webAppKey: env.WEB_APP_KEY ?? (env.APP_KEYS ?? LOCAL_APP_KEY).split(',')[0]!.trim(),
    /** The mailbox never exists in production, whatever the configuration says. */
    localMailboxPort: env.NODE_ENV === 'production' ? undefined : env.LOCAL_MAILBOX_SMTP_PORT,
  }));

export type GatewayEnv = z.infer<typeof schema>;

/** SUBGRAPH_<NAME>_URL overrides the URL composed into the supergraph (cluster service names). */
export function subgraphUrlOverride(name: string): string | undefined {
  return process.env[`SUBGRAPH_${name.toUpperCase()}_URL`];
}

/** Origin of a subgraph's service, for its non-GraphQL routes (images): override, else the supergraph's. */
export function serviceOrigin(name: string, supergraphSdl: string): string {
  const composed = new RegExp(`@join__graph\\(name: "${name}", url: "([^"]+)"\\)`).exec(supergraphSdl)?.[1];
  const url = subgraphUrlOverride(name) ?? composed;
  if (!url) throw new Error(`no URL for the ${name} service`);
  return new URL(url).origin;
}

export function loadGatewayEnv(source: NodeJS.ProcessEnv = process.env): GatewayEnv {
  return loadEnvironment(schema, source);
}
