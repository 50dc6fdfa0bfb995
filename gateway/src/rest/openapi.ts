import type { FieldSpec, RestRoute } from './routeTypes';

const ERROR_SCHEMA = {
  type: 'object',
  properties: {
    success: { type: 'boolean', enum: [false] },
    code: { type: 'string' },
    message: { type: 'string' },
  },
};

function schemaOf(spec: FieldSpec) {
  return {
    type: spec.type ?? 'string',
    ...(spec.description ? { description: spec.description } : {}),
  };
}

function formBody(fields: FieldSpec[]) {
  const schema = {
    type: 'object',
    properties: Object.fromEntries(fields.map((field) => [field.name, schemaOf(field)])),
    required: fields.filter((field) => field.required).map((field) => field.name),
  };
  return {
    required: true,
    content: {
      'application/x-www-form-urlencoded': { schema },
      'multipart/form-data': { schema },
    },
  };
}

function operationOf(route: RestRoute) {
  const fields = Object.values(route.variables ?? {});
  const parameterFields = fields.filter((field) => field.from === 'path' || field.from === 'header');
  const bodyFields = fields.filter((field) => field.from === 'form');
  const answerContent =
    route.answerType === 'text'
      ? { 'text/plain': { schema: { type: 'string' } } }
      : { 'application/json': { schema: route.answerSchema ?? {} } };
  return {
    summary: route.summary,
    tags: [route.tag],
    // Several paths may run one operation with different constants (hunt, quickhunt...).
    operationId: [
      route.operation,
      ...Object.values(route.constants ?? {}).filter((value) => typeof value === 'string'),
    ].join('_'),
    ...(route.auth === 'token' ? { security: [{ appKey: [], bearer: [] }] } : { security: [{ appKey: [] }] }),
    parameters: parameterFields.map((field) => ({
      name: field.name,
      in: field.from,
      required: field.from === 'path' || Boolean(field.required),
      schema: schemaOf(field),
      ...(field.description ? { description: field.description } : {}),
    })),
    ...(bodyFields.length > 0 ? { requestBody: formBody(bodyFields) } : {}),
    ...(route.jsonBody
      ? {
          requestBody: {
            required: true,
            description: route.jsonBody.description,
            content: { 'application/json': { schema: route.jsonBody.schema } },
          },
        }
      : {}),
    responses: {
      '200': { description: 'OK', content: answerContent },
      '4XX': {
        description: 'Refused, with the reason',
        content: { 'application/json': { schema: ERROR_SCHEMA } },
      },
    },
  };
}

/** OpenAPI 3.0 document generated from the same route table the facade serves. */
export function buildOpenApi(routes: RestRoute[], version: string, serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase()] = operationOf(route);
  }
  paths['/api/version/'] = {
    get: {
      summary: 'The server version as text.',
      tags: ['meta'],
      responses: { '200': { description: 'OK', content: { 'text/plain': { schema: { type: 'string' } } } } },
    },
  };
  return {
    openapi: '3.0.3',
    info: { title: 'Vampire Hunt REST API', version },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        appKey: { type: 'apiKey', in: 'header', name: 'X-App-Key' },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
    },
    paths,
  };
}
