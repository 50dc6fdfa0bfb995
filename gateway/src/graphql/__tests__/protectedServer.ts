import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ApolloServer, HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { createLogger, type Viewer } from '@vh/kit/stateless';
import { buildSchema } from 'graphql';
import type { GatewayContext } from '../../context';
import { loadGatewayEnv, type GatewayEnv } from '../../environment';
import type { WriteLimits } from '../../rateLimits/writeLimits';
import { loadOperations } from '../../rest/operations';
import { routeTable } from '../../rest/routes';
import { gatewayProtection } from '../protection';

const GATEWAY_DIR = path.join(__dirname, '..', '..', '..');
const manifestOf = (app: string) =>
  path.join(GATEWAY_DIR, '..', app, 'src', '__generated__', 'persisted-documents.json');
/** The manifests graphql-codegen writes at the web apps' builds: the player web's and the admin web's. */
export const WEB_MANIFESTS = ['web', 'admin-web'].map(manifestOf);
export const WEB_KEY = 'web-key';
export const API_USER_KEY = 'api-user-key';
export const restOperations = loadOperations(path.join(GATEWAY_DIR, 'operations'));

/** The documents the web apps ship. */
export function webDocuments(): string[] {
  return WEB_MANIFESTS.flatMap((manifest) =>
    Object.values(JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>),
  );
}

export const player: Viewer = { userId: '00000000-0000-4000-8000-000000000001', name: 'vlad', role: 'user' };

/** The gateway's settings for a NODE_ENV, with trusted documents from the real web manifest. */
export function settingsFor(nodeEnv: string, overrides: Record<string, string> = {}): GatewayEnv['graphql'] {
  return loadGatewayEnv({
    NODE_ENV: nodeEnv,
    GATEWAY_SHARED_SECRET: 'a-shared-secret-of-enough-length',
    IDENTITY_JWKS_URL: 'http://identity:4001/.well-known/jwks.json',
    REDIS_URL: 'redis://redis:6379/0',
    APP_KEYS: `${WEB_KEY},${API_USER_KEY}`,
    API_USER_APP_KEYS: API_USER_KEY,
    TRUSTED_DOCUMENT_MANIFESTS: WEB_MANIFESTS.join(','),
    ...overrides,
  }).graphql;
}

const answerWithoutRunning: ApolloServerPlugin<GatewayContext> = {
  requestDidStart: async () => ({
    responseForOperation: async () => ({
      body: { kind: 'single', singleResult: { data: { passed: true } } },
      http: { status: undefined, headers: new HeaderMap() },
    }),
  }),
};

/**
 * An Apollo server over the gateway's client-facing schema with the gateway's protection, where
 * an operation that passes every check answers { data: { passed: true } } instead of running.
 */
export function protectedServer(settings: GatewayEnv['graphql'], writeLimits?: WriteLimits) {
  const protection = gatewayProtection({
    settings,
    routes: routeTable,
    operations: restOperations,
    defaultManifests: WEB_MANIFESTS,
    ...(writeLimits ? { writeLimits } : {}),
    logger: createLogger('gateway-test', 'silent'),
  });
  const server = new ApolloServer<GatewayContext>({
    schema: buildSchema(readFileSync(path.join(GATEWAY_DIR, 'api-schema.graphql'), 'utf8')),
    ...protection,
    plugins: [...(protection.plugins ?? []), answerWithoutRunning],
  });
  return {
    async run(
      query: string,
      options: { viewer?: Viewer | null; appKey?: string; operationName?: string; clientIp?: string } = {},
    ) {
      const response = await server.executeOperation(
        { query, ...(options.operationName ? { operationName: options.operationName } : {}) },
        {
          contextValue: {
            viewer: options.viewer === undefined ? player : options.viewer,
            requestId: 'test',
            clientIp: options.clientIp ?? '127.0.0.1',
            appVersion: 'test',
            appKey: options.appKey ?? WEB_KEY,
            asOf: Date.now(),
          },
        },
      );
      if (response.body.kind !== 'single') throw new Error('no incremental delivery here');
      return {
        status: response.http.status ?? 200,
        headers: response.http.headers,
        ...response.body.singleResult,
      };
    },
    /** The Apollo server itself, for the REST facade over it. */
    server,
    stop: () => server.stop(),
  };
}
