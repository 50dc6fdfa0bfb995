import { BadRequestError } from '@vh/kit/stateless';
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';

/**
 * The operation a request runs, or a 400 saying why there is none. Without this the gateway's
 * executor fails on these requests with an unexpected error (a 500).
 */
export function requireExecutableOperation(
  document: DocumentNode,
  operation: OperationDefinitionNode | undefined,
  operationName: string | undefined,
): OperationDefinitionNode {
  if (!operation) {
    if (operationName) throw new BadRequestError(`Unknown operation named "${operationName}"`);
    const operations = document.definitions.filter(
      (definition) => definition.kind === Kind.OPERATION_DEFINITION,
    );
    if (operations.length > 1)
      throw new BadRequestError('The document has several operations: name the one to run (operationName)');
    throw new BadRequestError('The document has no operation to run');
  }
  if (operation.operation === 'subscription')
    throw new BadRequestError('Subscriptions are not served at /graphql: send a query or a mutation');
  return operation;
}
