import { AppError } from '@vh/kit/stateless';
import { GraphQLError } from 'graphql';

/** A document outside the trusted set, sent by a caller that may only use trusted documents. */
export class OperationNotAllowedError extends AppError {
  constructor() {
    super(400, 'PERSISTED_QUERY_NOT_ALLOWED', 'This operation is not allowed');
  }
}

/**
 * A request refused by the gateway before any subgraph is called, as a GraphQL error that carries
 * the kit's code and status (the facade and the formatter read them) and Apollo's HTTP status.
 */
export function refusal(error: AppError): GraphQLError {
  return new GraphQLError(error.message, {
    originalError: error,
    extensions: { code: error.code, status: error.status, http: { status: error.status } },
  });
}
