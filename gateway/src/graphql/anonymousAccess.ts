import { UnauthorizedError } from '@vh/kit/stateless';
import {
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { StoredOperation } from '../rest/operations';
import type { RestRoute } from '../rest/routeTypes';

/** Root fields anyone may ask for: type names and introspection (which has its own switch). */
const ALWAYS_OPEN = ['__typename', '__schema', '__type'];

/** "mutation.register": a root field under the operation type it belongs to. */
const rootFieldKey = (operation: OperationDefinitionNode['operation'], field: string) =>
  `${operation}.${field}`;

/** The root fields an operation selects, through fragments and inline fragments on the root type. */
function rootFieldsOf(operation: OperationDefinitionNode, document: DocumentNode): string[] {
  const fragments = new Map(
    document.definitions
      .filter(
        (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
      )
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const seen = new Set<string>();
  const collect = (selectionSet: SelectionSetNode): string[] =>
    selectionSet.selections.flatMap((selection) => {
      if (selection.kind === Kind.FIELD) return [selection.name.value];
      if (selection.kind === Kind.INLINE_FRAGMENT) return collect(selection.selectionSet);
      const fragment = fragments.get(selection.name.value);
      if (!fragment || seen.has(fragment.name.value)) return [];
      seen.add(fragment.name.value);
      return collect(fragment.selectionSet);
    });
  return [...new Set(collect(operation.selectionSet))];
}

/**
 * What an anonymous caller may ask for at /graphql: exactly the root fields of the operations behind
 * the REST routes that need no token, so GraphQL opens nothing that REST keeps behind a sign-in.
 */
export function anonymousRootFields(
  routes: readonly RestRoute[],
  operations: ReadonlyMap<string, StoredOperation>,
): Set<string> {
  const allowed = new Set<string>();
  for (const route of routes.filter((candidate) => candidate.auth === 'public')) {
    const stored = operations.get(route.operation);
    if (!stored) throw new Error(`route ${route.method} ${route.path}: unknown operation ${route.operation}`);
    const document = parse(stored.document);
    const operation = document.definitions.find(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    )!;
    for (const field of rootFieldsOf(operation, document))
      allowed.add(rootFieldKey(operation.operation, field));
  }
  return allowed;
}

/** Refuses (401) an anonymous operation that selects a root field outside the anonymous set. */
export function requireSignInUnlessOpen(
  operation: OperationDefinitionNode,
  document: DocumentNode,
  signedIn: boolean,
  anonymousFields: ReadonlySet<string>,
): void {
  if (signedIn) return;
  const closed = rootFieldsOf(operation, document).filter(
    (field) => !ALWAYS_OPEN.includes(field) && !anonymousFields.has(rootFieldKey(operation.operation, field)),
  );
  if (closed.length > 0) throw new UnauthorizedError(`Please sign in to use ${closed.join(', ')}`);
}
