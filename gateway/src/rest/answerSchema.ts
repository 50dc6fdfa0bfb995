import {
  Kind,
  getNamedType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { apiSchema, SCALARS } from './inputSchema';
import type { StoredOperation } from './operations';
import { objectOf, reshapeSchema } from './reshape';
import type { RestRoute } from './routeTypes';

type Schema = Record<string, unknown>;

interface Selected {
  type: GraphQLOutputType;
  selectionSet: SelectionSetNode | undefined;
}

/** The fields a selection set picks on an object type, by answer key, fragments spread in. */
function selectedFields(
  parent: GraphQLObjectType,
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  into = new Map<string, Selected[]>(),
): Map<string, Selected[]> {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const name = selection.name.value;
      const key = selection.alias?.value ?? name;
      const type = name === '__typename' ? undefined : parent.getFields()[name]?.type;
      if (name === '__typename') {
        into.set(key, [{ type: parent as unknown as GraphQLOutputType, selectionSet: undefined }]);
        continue;
      }
      if (!type) throw new Error(`${parent.name} has no field ${name}`);
      into.set(key, [...(into.get(key) ?? []), { type, selectionSet: selection.selectionSet }]);
    } else {
      const fragment =
        selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
      if (!fragment) throw new Error('unknown fragment');
      selectedFields(parent, fragment.selectionSet, fragments, into);
    }
  }
  return into;
}

/** Several selections of one key (a field in two fragments) merge their sub-selections. */
function merged(selections: Selected[]): Selected {
  const withSets = selections.filter((selection) => selection.selectionSet);
  if (withSets.length <= 1) return withSets[0] ?? selections[0]!;
  return {
    type: selections[0]!.type,
    selectionSet: {
      kind: Kind.SELECTION_SET,
      selections: withSets.flatMap((selection) => selection.selectionSet!.selections),
    },
  };
}

function valueSchema(
  selected: Selected,
  fragments: Map<string, FragmentDefinitionNode>,
  nullable: boolean,
): Schema {
  const { type, selectionSet } = selected;
  if (isNonNullType(type)) return valueSchema({ type: type.ofType, selectionSet }, fragments, false);
  const orNull = nullable ? { nullable: true } : {};
  if (isListType(type))
    return {
      type: 'array',
      items: valueSchema({ type: type.ofType, selectionSet }, fragments, true),
      ...orNull,
    };
  const named = getNamedType(type);
  if (isEnumType(named))
    return { type: 'string', enum: named.getValues().map((value) => value.name), ...orNull };
  if (isObjectType(named)) {
    if (!selectionSet) return { type: 'string', enum: [named.name] };
    const fields = selectedFields(named, selectionSet, fragments);
    return {
      type: 'object',
      properties: Object.fromEntries(
        [...fields].map(([key, selections]) => [key, valueSchema(merged(selections), fragments, true)]),
      ),
      required: [...fields.keys()],
      additionalProperties: false,
      ...orNull,
    };
  }
  const scalar = SCALARS[named.name];
  if (!scalar) throw new Error(`no JSON schema for the GraphQL scalar ${named.name}`);
  // Only input text has a length limit and no NUL: answers hold what was stored.
  const { maxLength: _inputLimit, pattern: _noNul, ...answer } = scalar;
  return { ...answer, ...orNull };
}

function parsed(operation: StoredOperation, schema: GraphQLSchema) {
  const document = parse(operation.document);
  const fragments = new Map(
    document.definitions
      .filter(
        (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
      )
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const definition = document.definitions.find(
    (node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION,
  )!;
  const root = definition.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (!root) throw new Error(`the API schema has no ${definition.operation} type`);
  return { fragments, fields: selectedFields(root, definition.selectionSet, fragments) };
}

/**
 * The schema of one root field of a stored operation, exactly as the operation selects it: every
 * selected field is present (null where GraphQL may answer null) and nothing else.
 */
export function selectionSchema(operation: StoredOperation, field: string, schema: GraphQLSchema): Schema {
  const { fragments, fields } = parsed(operation, schema);
  const selections = fields.get(field);
  if (!selections) throw new Error(`${operation.operationName} selects no ${field}`);
  return valueSchema(merged(selections), fragments, true);
}

/** The schema of a stored operation's whole data: an object of the root fields it selects. */
export function dataSchema(operation: StoredOperation, schema: GraphQLSchema): Schema {
  const { fragments, fields } = parsed(operation, schema);
  return objectOf(
    Object.fromEntries(
      [...fields].map(([key, selections]) => [key, valueSchema(merged(selections), fragments, true)]),
    ),
  );
}

/**
 * The answer schema of each route, made from its answer's shape (reshape.ts) and the schema of its
 * operation's data, itself generated from the operation and the API schema.
 */
export function generatedAnswerSchemas(
  operations: Map<string, StoredOperation>,
): (route: RestRoute) => Schema {
  return (route) => {
    const operation = operations.get(route.operation);
    if (!operation)
      throw new Error(`route ${route.method} ${route.path}: unknown operation ${route.operation}`);
    return reshapeSchema(route.answer, dataSchema(operation, apiSchema()));
  };
}
