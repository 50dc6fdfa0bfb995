import type { ApolloServerPlugin } from '@apollo/server';
import { promClient, registry, statusForCode } from '@vh/kit/stateless';
import type { GraphQLFormattedError } from 'graphql';

type OperationOutcome = 'ok' | 'client_error' | 'server_error';

/**
 * An operation's outcome from its errors: a server error when any error is 5xx (an outage, a bug),
 * a client error when all are 4xx (refused, invalid, not allowed), ok without errors. Expected
 * failures are typed answers, not errors, so they count as ok.
 */
export function outcomeOf(errors: readonly GraphQLFormattedError[] | undefined): OperationOutcome {
  if (!errors?.length) return 'ok';
  const statuses = errors.map(({ extensions }) =>
    typeof extensions?.status === 'number'
      ? extensions.status
      : statusForCode(typeof extensions?.code === 'string' ? extensions.code : undefined),
  );
  return statuses.some((status) => status >= 500) ? 'server_error' : 'client_error';
}

/**
 * Operation names as a metric label, bounded: the first `limit` distinct names keep theirs, later
 * ones count as "other" (API users may send operations of any name). "anonymous" for unnamed
 * operations, "unresolved" for requests refused before an operation was known.
 */
export class OperationNameLabels {
  private readonly seen = new Set<string>();

  constructor(private readonly limit = 500) {}

  labelOf(resolved: boolean, name: string | null | undefined): string {
    if (!resolved) return 'unresolved';
    if (!name) return 'anonymous';
    if (this.seen.has(name)) return name;
    if (this.seen.size >= this.limit) return 'other';
    this.seen.add(name);
    return name;
  }
}

const operationDuration = new promClient.Histogram({
  name: 'graphql_operation_duration_seconds',
  help: 'GraphQL operations at the gateway (from /graphql and the REST facade) by name, type and outcome',
  labelNames: ['operation', 'type', 'outcome'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

/** Times every operation the gateway runs, labelled by name, type and outcome. */
export function operationMetricsPlugin(names = new OperationNameLabels()): ApolloServerPlugin {
  return {
    async requestDidStart() {
      const stop = operationDuration.startTimer();
      return {
        async willSendResponse({ operation, operationName, response }) {
          const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          stop({
            operation: names.labelOf(operation !== undefined, operationName),
            type: operation?.operation ?? 'unresolved',
            outcome: outcomeOf(errors),
          });
        },
      };
    },
  };
}
