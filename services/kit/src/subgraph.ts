import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { buildSubgraphSchema, type GraphQLResolverMap } from '@apollo/subgraph';
import express, { type Express, type Request } from 'express';
import type { DocumentNode } from 'graphql';
import http from 'node:http';
import type { Logger } from 'pino';
import { INTERNAL_AUTH_HEADER, verifyInternalToken, type ForwardedIdentity } from './auth';
import { AppError } from './errors';
import { createErrorFormatter, refusal } from './graphqlErrors';
import { closeServer, createHttpApp, drainThenStop } from './http';
import { httpErrorHandler, parseBodyWith } from './httpFailures';
import { previewReadOnlyPlugin } from './previewReadOnly';
import { unavailabilityOf } from './unavailability';

/** What every resolver receives; services extend it with their use cases. */
export interface BaseContext extends ForwardedIdentity {
  logger: Logger;
  /** When the request started (the gateway's stamp, else its arrival here): its content version's time. */
  asOf: number;
}

/**
 * A subgraph's resolver map as graphql-codegen types it (the service's src/__generated__/resolvers.ts,
 * which binds its context): per GraphQL type the field resolvers and `__resolveReference`, whose
 * (reference, context, info) call Apollo's own GraphQLResolverMap does not describe.
 */
export type SubgraphResolvers = { [typeName: string]: object | undefined };

export interface SubgraphOptions<Context extends BaseContext> {
  service: string;
  port: number;
  logger: Logger;
  /** One info line per request (ACCESS_LOG). */
  accessLog: boolean;
  sharedSecret: string;
  typeDefs: DocumentNode;
  resolvers: SubgraphResolvers;
  readinessChecks: Record<string, () => Promise<void>>;
  /**
   * Adds the service's own collaborators to the per-request context (async where a preview's
   * content must be loaded first).
   */
  buildContext: (base: BaseContext) => Context | Promise<Context>;
  /** Extra internal routes (for example JWKS), mounted before the GraphQL endpoint. */
  configureRoutes?: (app: Express) => void;
  /** SHUTDOWN_DRAIN_MS: answering with `Connection: close` this long before stopping. */
  drainMs?: number;
}

export interface RunningSubgraph {
  server: http.Server;
  stop(): Promise<void>;
  markNotReady(): void;
}

/**
 * Boots a federated subgraph: probes and metrics, then /graphql, which refuses any call that does not
 * carry the gateway's signed identity.
 */
export async function startSubgraph<Context extends BaseContext>(
  options: SubgraphOptions<Context>,
): Promise<RunningSubgraph> {
  const { app, markNotReady } = createHttpApp({
    service: options.service,
    logger: options.logger,
    accessLog: options.accessLog,
    readinessChecks: options.readinessChecks,
  });
  options.configureRoutes?.(app);

  const httpServer = http.createServer(app);
  httpServer.keepAliveTimeout = 65_000;
  const apollo = new ApolloServer<Context>({
    // Resolvers are typed by the service's generated map; the schema builder only knows its own shape.
    schema: buildSubgraphSchema([
      { typeDefs: options.typeDefs, resolvers: options.resolvers as GraphQLResolverMap<unknown> },
    ]),
    formatError: createErrorFormatter(options.logger),
    // No cache hints and no traces are used; both plugins would otherwise wrap every field resolved.
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginInlineTraceDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      previewReadOnlyPlugin<Context>(),
    ],
    introspection: true,
  });
  await apollo.start();

  app.use(
    '/graphql',
    parseBodyWith(express.json({ limit: '1mb' })),
    (req, res, next) => {
      try {
        res.locals.identity = identityOf(req, options.sharedSecret);
        next();
      } catch (error) {
        const status = error instanceof AppError ? error.status : 401;
        res.status(status).json({ errors: [{ message: (error as Error).message }] });
      }
    },
    expressMiddleware(apollo, {
      context: async ({ res }) => {
        const identity = res.locals.identity as ForwardedIdentity;
        try {
          return await options.buildContext({
            ...identity,
            asOf: identity.asOf ?? Date.now(),
            logger: options.logger.child({ requestId: identity.requestId }),
          });
        } catch (error) {
          // A preview of a release that is not there: its 404, not Apollo's 500 for a context error;
          // content or a store not answering while it loads: a 503 the client may retry.
          const refused = error instanceof AppError ? error : unavailabilityOf(error);
          throw refused ? refusal(refused, 200) : error;
        }
      },
    }),
  );

  app.use(httpErrorHandler(options.logger));

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port, () => resolve());
  });
  options.logger.info({ port: options.port }, `${options.service} subgraph listening`);

  return {
    server: httpServer,
    markNotReady,
    stop: () =>
      drainThenStop(markNotReady, options.drainMs ?? 0, async () => {
        await apollo.stop();
        await closeServer(httpServer);
      }),
  };
}

function identityOf(req: Request, secret: string): ForwardedIdentity {
  const token = req.header(INTERNAL_AUTH_HEADER);
  if (!token) throw new AppError(401, 'UNAUTHENTICATED', 'Calls must come through the gateway');
  return verifyInternalToken(token, secret);
}
