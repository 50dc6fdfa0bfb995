import { editorBodySchema, inputFieldsOf, type InputObjectOptions } from '../inputSchema';
import { pathId, type RestRoute } from '../routeTypes';
import type { ContentKindRoute } from './contentKinds';

type Data = Record<string, unknown>;

/** spec 002 section 7.1: GET list, GET one, POST create, PUT update, DELETE, for one kind. */
export function genericRoutes(kind: ContentKindRoute, tag: string): RestRoute[] {
  // The body is the operation's input object, described from its GraphQL type; what only GET
  // answers may come back with it and is left out.
  const body = (options: InputObjectOptions) => ({
    description: `the ${kind.rest} as the admin editor holds it (id required to update)`,
    schema: editorBodySchema(kind.typeName, options),
    taken: (entry: Data) => inputFieldsOf(kind.typeName, entry),
    toVariables: (entry: Data) => ({ input: inputFieldsOf(kind.typeName, entry) }),
  });
  return [
    {
      method: 'GET',
      path: `/api/${kind.rest}`,
      summary: `Every ${kind.rest} (players see visible ones only).`,
      tag,
      auth: 'token',
      operation: `List${kind.typeName}`,
      answer: kind.plural,
    },
    {
      method: 'GET',
      path: `/api/${kind.rest}/{id}`,
      summary: `One ${kind.rest}.`,
      tag,
      auth: 'token',
      operation: `Get${kind.typeName}`,
      variables: { id: pathId('id') },
      answer: kind.single,
    },
    {
      method: 'POST',
      path: `/api/${kind.rest}`,
      summary: `Admin: create a ${kind.rest}; missing fields take the documented defaults.`,
      tag,
      auth: 'token',
      operation: `Create${kind.typeName}`,
      jsonBody: body({ creating: true }),
      answer: `create${kind.typeName}`,
    },
    {
      method: 'PUT',
      path: `/api/${kind.rest}`,
      summary: `Admin: update a ${kind.rest}.`,
      tag,
      auth: 'token',
      operation: `Update${kind.typeName}`,
      jsonBody: body({ alsoRequired: ['id'] }),
      answer: `update${kind.typeName}`,
    },
    {
      method: 'DELETE',
      path: `/api/${kind.rest}/{id}`,
      summary: `Admin: delete a ${kind.rest}; 409 naming what still uses it.`,
      tag,
      auth: 'token',
      operation: `Delete${kind.typeName}`,
      variables: { id: pathId('id') },
      answer: `delete${kind.typeName}`,
    },
  ];
}
