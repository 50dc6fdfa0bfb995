import type { ApolloServer } from '@apollo/server';
import {
  INTERNAL_ERROR_MESSAGE,
  sendError,
  sendFailure,
  statusForCode,
  type HttpFailure,
  type Logger,
} from '@vh/kit/stateless';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import type { GatewayContext } from '../context';
import type { StoredOperation } from './operations';
import { bodyHandlerFor, bodyTypesOf } from './requestBody';
import { reshape } from './reshape';
import type { RestRoute } from './routeTypes';
import { variablesFor } from './variables';

/** Express path from an OpenAPI path: /api/user/{id} -> /api/user/:id */
export function expressPath(openApiPath: string): string {
  return openApiPath.replace(/\{(\w+)\}/g, ':$1');
}

/** Headers an operation's plugins set that the REST answer carries too (the write limits'). */
const FORWARDED_HEADERS = ['ratelimit-policy', 'ratelimit'];

/** The HTTP answer of an operation's first error. */
export function failureOf(error: GraphQLFormattedError): HttpFailure {
  const code = typeof error.extensions?.code === 'string' ? error.extensions.code : 'INTERNAL_SERVER_ERROR';
  const status = typeof error.extensions?.status === 'number' ? error.extensions.status : statusForCode(code);
  const details = error.extensions?.details as { retryAfterSeconds?: number } | undefined;
  return {
    status,
    code,
    // A 503 says what is unavailable and that a retry may work; other server errors stay generic.
    message: status >= 500 && status !== 503 ? INTERNAL_ERROR_MESSAGE : error.message,
    ...(details?.retryAfterSeconds ? { retryAfterSeconds: details.retryAfterSeconds } : {}),
  };
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
        for (const name of FORWARDED_HEADERS) {
          const value = response.http.headers.get(name);
          if (value) res.setHeader(name, value);
        }
        const { data, errors } = response.body.singleResult;
        if (errors?.length) {
          const failure = failureOf(errors[0]!);
          // Some documented calls answer a value instead of failing (GetActiveSubscriptionType: -1).
          if (route.answerOnFailure !== undefined && failure.status !== 401) res.json(route.answerOnFailure);
          else sendFailure(res, failure, asText);
          return;
        }
        const answer = reshape(route.answer, data ?? {});
        if (asText) res.type('text/plain').send(String(answer));
        else res.json(answer ?? null);
      } catch (error) {
        sendError(res, error, options.logger.child({ route: route.path }), asText);
      }
    };
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    // A refused body answers like the route's other refusals (as text for the text calls).
    const refusedBody = (error: unknown, _req: Request, res: Response, _next: NextFunction) =>
      sendError(res, error, options.logger, asText);
    router[method](expressPath(route.path), bodyHandlerFor(bodyTypesOf(route)), handler, refusedBody);
  }
  return router;
}
