import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { Logger } from 'pino';
import { databaseRefusalOf } from './clientMistakes';
import { AppError, INTERNAL_ERROR_MESSAGE } from './errors';
import { unavailabilityOf } from './unavailability';

/** Codes produced by GraphQL itself for a client's mistake; their messages are safe to show. */
const CLIENT_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/** The answer to a GraphQL client for an AppError: its message, code and HTTP status (and details). */
function formattedAppError(error: AppError, formatted: GraphQLFormattedError): GraphQLFormattedError {
  return {
    message: error.message,
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: {
      code: error.code,
      status: error.status,
      ...(error.details ? { details: error.details } : {}),
    },
  };
}

/**
 * The one formatter from errors to GraphQL: AppErrors keep their message and carry code and HTTP
 * status in extensions; anything unexpected is logged and hidden behind a generic message.
 */
export function createErrorFormatter(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    // AppErrors, and values the database refused (a NUL byte, an out-of-range number) that no check
    // caught before: the client's mistake, answered with its status rather than a 500.
    const mistake = original instanceof AppError ? original : databaseRefusalOf(original);
    if (mistake) {
      if (mistake !== original) logger.warn({ err: original }, 'a refused value reached the database');
      return formattedAppError(mistake, formatted);
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && CLIENT_CODES.has(code)) return formatted;
    // Errors forwarded by the gateway from a subgraph already went through this formatter there.
    if (typeof formatted.extensions?.status === 'number') return formatted;
    // A store or subgraph that cannot be reached is an outage the client may retry, not a bug.
    const outage = unavailabilityOf(error);
    if (outage) {
      logger.warn({ err: original }, 'a store or service is unreachable');
      return formattedAppError(outage, formatted);
    }
    logger.error({ err: original }, 'unexpected error');
    return formattedAppError(new AppError(500, 'INTERNAL_SERVER_ERROR', INTERNAL_ERROR_MESSAGE), formatted);
  };
}

/**
 * An AppError raised outside a resolver (a plugin's check, the context's construction) as a GraphQL
 * error that carries the kit's code and status (the REST facade and the formatter read them), rather
 * than Apollo's 500 for anything thrown there. `httpStatus`: the answer's own status; a subgraph
 * answers 200, since the gateway keeps a subgraph's error message only from a 2xx answer.
 */
export function refusal(error: AppError, httpStatus = error.status): GraphQLError {
  return new GraphQLError(error.message, {
    originalError: error,
    extensions: { code: error.code, status: error.status, http: { status: httpStatus } },
  });
}
