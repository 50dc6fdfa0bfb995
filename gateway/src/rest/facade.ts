import type { ApolloServer } from '@apollo/server';
import { AppError, INTERNAL_ERROR_MESSAGE, statusForCode, type Logger } from '@vh/kit';
import express, { Router, type Request, type Response } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import multer from 'multer';
import type { GatewayContext } from '../context';
import type { StoredOperation } from './operations';
import type { RestRoute } from './routeTypes';
import { variablesFor } from './variables';

interface Failure {
  status: number;
  code: string;
  message: string;
  retryAfterSeconds?: number;
}

/** Express path from an OpenAPI path: /api/user/{id} -> /api/user/:id */
export function expressPath(openApiPath: string): string {
  return openApiPath.replace(/\{(\w+)\}/g, ':$1');
}

function failureOf(error: GraphQLFormattedError): Failure {
  const code = typeof error.extensions?.code === 'string' ? error.extensions.code : 'INTERNAL_SERVER_ERROR';
  const status = typeof error.extensions?.status === 'number' ? error.extensions.status : statusForCode(code);
  const details = error.extensions?.details as { retryAfterSeconds?: number } | undefined;
  return {
    status,
    code,
    message: status >= 500 ? INTERNAL_ERROR_MESSAGE : error.message,
    ...(details?.retryAfterSeconds ? { retryAfterSeconds: details.retryAfterSeconds } : {}),
  };
}

export function sendFailure(res: Response, failure: Failure, asText = false): void {
  if (failure.retryAfterSeconds) res.setHeader('Retry-After', String(failure.retryAfterSeconds));
  res.status(failure.status);
  if (asText) res.type('text/plain').send(failure.message);
  else res.json({ success: false, code: failure.code, message: failure.message });
}

/**
 * Serves the route table: each documented call runs its GraphQL operation in-process against the
 * supergraph (same auth, same errors as /graphql) and maps the data to the documented answer.
 */
export function createRestFacade(options: {
  routes: RestRoute[];
  operations: Map<string, StoredOperation>;
  apollo: ApolloServer<GatewayContext>;
  logger: Logger;
}): Router {
  const router = Router({ caseSensitive: false, strict: false });
  const bodyParsers = [
    express.json({ limit: '1mb' }),
    express.urlencoded({ extended: false, limit: '1mb' }),
    multer({ limits: { fieldSize: 64 * 1024, fields: 50 } }).none(),
  ];

  for (const route of options.routes) {
    const operation = options.operations.get(route.operation);
    if (!operation)
      throw new Error(`route ${route.method} ${route.path}: unknown operation ${route.operation}`);
    const asText = route.answerType === 'text';
    const handler = async (req: Request, res: Response) => {
      const context = res.locals.context as GatewayContext;
      if (route.auth === 'token' && !context.viewer) {
        sendFailure(
          res,
          { status: 401, code: 'UNAUTHENTICATED', message: 'Authentication required' },
          asText,
        );
        return;
      }
      try {
        const variables = variablesFor(route, req);
        const response = await options.apollo.executeOperation(
          { query: operation.document, operationName: operation.operationName, variables },
          { contextValue: context },
        );
        if (response.body.kind !== 'single')
          throw new Error('incremental delivery is not used by the facade');
        const { data, errors } = response.body.singleResult;
        if (errors?.length) {
          const failure = failureOf(errors[0]!);
          // Some documented calls answer a value instead of failing (GetActiveSubscriptionType: -1).
          if (route.answerOnFailure !== undefined && failure.status !== 401) res.json(route.answerOnFailure);
          else sendFailure(res, failure, asText);
          return;
        }
        const answer = route.answer((data ?? {}) as Record<string, unknown>);
        if (asText) res.type('text/plain').send(String(answer));
        else res.json(answer ?? null);
      } catch (error) {
        if (error instanceof AppError) {
          sendFailure(res, { status: error.status, code: error.code, message: error.message }, asText);
          return;
        }
        options.logger.error({ err: error, route: route.path }, 'REST facade failure');
        sendFailure(
          res,
          { status: 500, code: 'INTERNAL_SERVER_ERROR', message: INTERNAL_ERROR_MESSAGE },
          asText,
        );
      }
    };
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    router[method](expressPath(route.path), ...bodyParsers, handler);
  }
  return router;
}
