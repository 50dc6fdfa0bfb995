import { baseEnvSchema, loadEnvironment, redisEnvSchema } from '@vh/kit/stateless';
import { z } from 'zod';

const LOCAL_APP_KEY = 'local-dev-app-key';

const commaList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** A true/false switch whose default depends on NODE_ENV (undefined when unset). */
const optionalFlag = () =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1'));

const limit = (defaultValue: number) => z.coerce.number().int().positive().default(defaultValue);

const schema = baseEnvSchema
  // Redis carries identity's announcements of ended sessions (auth/sessionGenerations.ts).
  .extend(redisEnvSchema.shape)
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
    /** Schema introspection at /graphql; default: on in development only. */
    GRAPHQL_INTROSPECTION: optionalFlag(),
    /** Limits of one GraphQL operation, checked before any subgraph is called (graphql/limits.ts). */
    GRAPHQL_MAX_DEPTH: limit(10),
    GRAPHQL_MAX_ALIASES: limit(10),
    GRAPHQL_MAX_TOKENS: limit(1000),
    GRAPHQL_MAX_DIRECTIVES: limit(10),
    GRAPHQL_MAX_COST: limit(5000),
    /** Only shipped documents run at /graphql (graphql/trustedDocuments.ts); default: on in production. */
    TRUSTED_DOCUMENTS: optionalFlag(),
    /** Manifests of the web apps' documents, comma separated; default: the player web's. */
    TRUSTED_DOCUMENT_MANIFESTS: z.string().optional(),
    /** Application keys of API users, who may send any operation in trusted-document mode. */
    API_USER_APP_KEYS: z.string().optional(),
    /** The player web's production build, served at / (absent: the gateway serves the API only). */
    WEB_DIST_DIR: z.string().optional(),
    /** The admin web's production build, served at /admin/ (absent: no admin web). */
    ADMIN_WEB_DIST_DIR: z.string().optional(),
    /** The public application key written into the web page; defaults to the first of APP_KEYS. */
    WEB_APP_KEY: z.string().optional(),
    /**
     * Writes (mutations, through /graphql or a REST call, and image uploads) a client address and a
     * signed-in account may make a minute; 429 beyond (rateLimits/writeLimits.ts, docs/security.md).
     */
    RATE_LIMIT_WRITES_PER_IP_PER_MINUTE: limit(600),
    RATE_LIMIT_WRITES_PER_ACCOUNT_PER_MINUTE: limit(120),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.APP_KEYS) {
      ctx.addIssue({ code: 'custom', path: ['APP_KEYS'], message: 'is required in production' });
    }
    const appKeys = commaList(env.APP_KEYS ?? LOCAL_APP_KEY);
    for (const key of commaList(env.API_USER_APP_KEYS)) {
      if (!appKeys.includes(key))
        ctx.addIssue({
          code: 'custom',
          path: ['API_USER_APP_KEYS'],
          message: `${key} is not one of APP_KEYS`,
        });
    }
  })
  .transform((env) => ({
    ...env,
    appKeys: (env.APP_KEYS ?? LOCAL_APP_KEY)
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
    webAppKey: env.WEB_APP_KEY ?? (env.APP_KEYS ?? LOCAL_APP_KEY).split(',')[0]!.trim(),
    writeLimits: {
      perIpPerMinute: env.RATE_LIMIT_WRITES_PER_IP_PER_MINUTE,
      perAccountPerMinute: env.RATE_LIMIT_WRITES_PER_ACCOUNT_PER_MINUTE,
    },
    /** The mailbox never exists in production, whatever the configuration says. */
    localMailboxPort: env.NODE_ENV === 'production' ? undefined : env.LOCAL_MAILBOX_SMTP_PORT,
    graphql: {
      introspection: env.GRAPHQL_INTROSPECTION ?? env.NODE_ENV === 'development',
      /** Stack traces in error answers help a developer and tell anyone else too much. */
      stackTraces: env.NODE_ENV === 'development',
      limits: {
        maxDepth: env.GRAPHQL_MAX_DEPTH,
        maxAliases: env.GRAPHQL_MAX_ALIASES,
        maxTokens: env.GRAPHQL_MAX_TOKENS,
        maxDirectives: env.GRAPHQL_MAX_DIRECTIVES,
        maxCost: env.GRAPHQL_MAX_COST,
      },
      trustedDocuments: env.TRUSTED_DOCUMENTS ?? env.NODE_ENV === 'production',
      trustedDocumentManifests: commaList(env.TRUSTED_DOCUMENT_MANIFESTS),
      apiUserAppKeys: commaList(env.API_USER_APP_KEYS),
    },
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
