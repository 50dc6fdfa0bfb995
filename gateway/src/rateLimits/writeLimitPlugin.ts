import type { ApolloServerPlugin } from '@apollo/server';
import { failureOfAppError, sendFailure, type TooManyRequestsError } from '@vh/kit/stateless';
import type { RequestHandler } from 'express';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context';
import type { WriteLimits } from './writeLimits';

/**
 * The 429 as a GraphQL error: the kit's code, status and wait (extensions.details, which the REST
 * facade answers as Retry-After), and HTTP status 429 for /graphql.
 */
function tooManyWrites(refusal: TooManyRequestsError): GraphQLError {
  return new GraphQLError(refusal.message, {
    originalError: refusal,
    extensions: {
      code: refusal.code,
      status: refusal.status,
      details: refusal.details,
      http: { status: refusal.status },
    },
  });
}

/**
 * Counts every mutation, whichever door it came through: /graphql, or a REST call running one
 * (POST, PUT and DELETE calls, and the legacy client's GET calls that change state, such as
 * /api/Game/quickhunt). Queries are not counted, so REST calls that only read by POST (a user search)
 * are not either. The answer carries the RateLimit and RateLimit-Policy headers; a used-up limit
 * answers 429 before any subgraph is called.
 */
export function writeLimitPlugin(limits: WriteLimits): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, contextValue, response }) {
          if (operation?.operation !== 'mutation') return;
          const check = await limits.check({
            ip: contextValue.clientIp,
            accountId: contextValue.viewer?.userId ?? null,
          });
          for (const [name, value] of Object.entries(check.headers)) response.http.headers.set(name, value);
          if (check.refusal) throw tooManyWrites(check.refusal);
        },
      };
    },
  };
}

/** The same limits for a write that is no GraphQL operation (the admin's image upload). */
export function writeLimitMiddleware(limits: WriteLimits): RequestHandler {
  return async (req, res, next) => {
    try {
      const context = res.locals.context as GatewayContext | undefined;
      const check = await limits.check({ ip: req.ip ?? '', accountId: context?.viewer?.userId ?? null });
      res.set(check.headers);
      if (check.refusal) sendFailure(res, failureOfAppError(check.refusal));
      else next();
    } catch (error) {
      next(error);
    }
  };
}
