import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { Logger } from 'pino';
import { AppError, INTERNAL_ERROR_MESSAGE } from './errors';

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

/**
 * The one formatter from errors to GraphQL: AppErrors keep their message and carry code and HTTP
 * status in extensions; anything unexpected is logged and hidden behind a generic message.
 */
export function createErrorFormatter(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof AppError) {
      return {
        message: original.message,
        ...(formatted.path ? { path: formatted.path } : {}),
        extensions: {
          code: original.code,
          status: original.status,
          ...(original.details ? { details: original.details } : {}),
        },
      };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && CLIENT_CODES.has(code)) return formatted;
    // Errors forwarded by the gateway from a subgraph already went through this formatter there.
    if (typeof formatted.extensions?.status === 'number') return formatted;
    logger.error({ err: original }, 'unexpected error');
    return {
      message: INTERNAL_ERROR_MESSAGE,
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 },
    };
  };
}
