import { bodyTypesOf } from './requestBody';
import { NO_NUL } from './textPatterns';
import type { FieldSpec, RestRoute } from './routeTypes';
import { integerBounds, textBounds } from './variables';

type Schema = Record<string, unknown>;

/** One operation of the document: what API users generate clients from, so it must be exact. */
export interface DocumentedOperation {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  operation: Schema;
}

const ERROR_SCHEMA = {
  type: 'object',
  properties: {
    success: { type: 'boolean', enum: [false] },
    code: { type: 'string' },
    message: { type: 'string' },
  },
  required: ['success', 'code', 'message'],
};

const REFUSALS: Record<string, string> = {
  '304': 'Not modified (If-None-Match matched the ETag)',
  '400': 'Malformed or out-of-range input, with the reason',
  '401': 'No valid bearer token, or the session ended',
  '403': 'Missing or unknown application key, or the role may not do this',
  '404': 'Nothing with that id or name',
  '409': 'Conflicts with the current state',
  '413': 'The body is too large',
  '415': 'The body is not in a declared content type (or the call takes no body)',
  '422': 'The input breaks a rule of the game, with the reason',
  '429':
    "Too many calls: identity's limits (logins, registrations, mails, codes) or the gateway's write limits " +
    '(per address and per account; RateLimit-Policy and RateLimit name them). Retry-After says when to try again',
  '431': 'The request line and headers together exceed 16 KB (answered by the HTTP server, no body)',
  '503': 'A service behind the gateway is unreachable; try again shortly',
};

const BODILESS = new Set(['304', '431']);

/** Headers of a 429 (docs/security.md#write-limits-at-the-gateway); every write's answer has the last two. */
const TOO_MANY_HEADERS: Schema = {
  'Retry-After': { description: 'Seconds to wait', schema: { type: 'string', pattern: '^[0-9]+$' } },
  'RateLimit-Policy': {
    description:
      'The write limits that apply (IETF draft RateLimit header fields): "writes-per-ip";q=600;w=60, ...',
    schema: { type: 'string' },
  },
  RateLimit: {
    description:
      'What is left of each: "writes-per-ip";r=0;t=41, ... (r remaining, t seconds until the window resets)',
    schema: { type: 'string' },
  },
};

/** The refusals of the given statuses, each with the error body (or the message alone as text). */
export function refusals(statuses: string[], asText = false): Record<string, Schema> {
  const json = { 'application/json': { schema: ERROR_SCHEMA } };
  // A text call's own refusals are text; the edge's (app key, token, rate) are JSON for every call.
  const content = asText ? { 'text/plain': { schema: { type: 'string' } }, ...json } : json;
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      BODILESS.has(status)
        ? { description: REFUSALS[status] }
        : {
            description: REFUSALS[status],
            ...(status === '429' ? { headers: TOO_MANY_HEADERS } : {}),
            content,
          },
    ]),
  );
}

/** What any call of the facade may be refused with; body-taking calls may also be too large. */
const FACADE_REFUSALS = ['400', '401', '403', '404', '409', '415', '422', '429', '431'];

function schemaOf(spec: FieldSpec): Schema {
  const type = spec.type ?? 'string';
  return {
    type,
    ...(type === 'integer' ? { format: 'int32', ...integerBounds(spec) } : {}),
    ...(type === 'string' ? { ...textBounds(spec), pattern: spec.pattern ?? NO_NUL } : {}),
    ...(spec.exclude ? { not: { enum: spec.exclude } } : {}),
    ...(spec.description ? { description: spec.description } : {}),
  };
}

function requestBodyOf(route: RestRoute) {
  const types = bodyTypesOf(route);
  if (types.length === 0) return undefined;
  if (route.jsonBody) {
    return {
      required: true,
      description: route.jsonBody.description,
      content: Object.fromEntries(types.map((type) => [type, { schema: route.jsonBody!.schema }])),
    };
  }
  const fields = Object.values(route.variables ?? {}).filter((field) => field.from === 'form');
  const required = fields.filter((field) => field.required).map((field) => field.name);
  const schema = {
    type: 'object',
    properties: Object.fromEntries(fields.map((field) => [field.name, schemaOf(field)])),
    ...(required.length > 0 ? { required } : {}),
    ...(route.oneOfFields ? { anyOf: route.oneOfFields.map((name) => ({ required: [name] })) } : {}),
    // The facade refuses a field the call does not take (variables.ts).
    additionalProperties: false,
  };
  return {
    required: required.length > 0 || Boolean(route.oneOfFields),
    content: Object.fromEntries(types.map((type) => [type, { schema }])),
  };
}

/** A route's answer schema, generated from its shape and operation (answerSchema.ts). */
type AnswerSchemaOf = (route: RestRoute) => Schema | undefined;

function operationOf(route: RestRoute, answerSchemaOf: AnswerSchemaOf): Schema {
  const fields = Object.values(route.variables ?? {});
  const parameterFields = fields.filter((field) => field.from === 'path' || field.from === 'header');
  const asText = route.answerType === 'text';
  const answerContent = asText
    ? { 'text/plain': { schema: { type: 'string' } } }
    : { 'application/json': { schema: answerSchemaOf(route) ?? {} } };
  const requestBody = requestBodyOf(route);
  return {
    summary: route.summary,
    tags: [route.tag],
    // Several paths may run one operation with different constants (hunt, quickhunt...).
    operationId: [
      route.operation,
      ...Object.values(route.constants ?? {}).filter((value) => typeof value === 'string'),
    ].join('_'),
    security: route.auth === 'token' ? [{ appKey: [], bearer: [] }] : [{ appKey: [] }],
    parameters: parameterFields.map((field) => ({
      name: field.name,
      in: field.from,
      required: field.from === 'path' || Boolean(field.required),
      schema: schemaOf(field),
      ...(field.description ? { description: field.description } : {}),
    })),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      '200': { description: 'OK', content: answerContent },
      ...refusals(requestBody ? [...FACADE_REFUSALS, '413'].sort() : FACADE_REFUSALS, asText),
    },
  };
}

const META_OPERATIONS: DocumentedOperation[] = [
  {
    method: 'get',
    path: '/api/version/',
    operation: {
      summary: 'The server version as text.',
      tags: ['meta'],
      operationId: 'Version',
      security: [],
      responses: { '200': { description: 'OK', content: { 'text/plain': { schema: { type: 'string' } } } } },
    },
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    operation: {
      summary: 'This document.',
      tags: ['meta'],
      operationId: 'OpenApi',
      security: [],
      responses: {
        '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } },
      },
    },
  },
];

/**
 * OpenAPI 3.0 document of every served /api call: the facade's route table, plus the calls served
 * beside it (images, the payment webhook, these meta calls), which document themselves.
 */
export function buildOpenApi(
  routes: RestRoute[],
  version: string,
  serverUrl: string,
  servedBeside: DocumentedOperation[],
  answerSchemaOf: AnswerSchemaOf,
) {
  const paths: Record<string, Record<string, Schema>> = {};
  const add = ({ method, path, operation }: DocumentedOperation) => {
    paths[path] ??= {};
    if (paths[path]![method]) throw new Error(`${method.toUpperCase()} ${path} is documented twice`);
    // Node's HTTP server refuses any request whose head is too large, before a route sees it.
    const responses = { ...(operation.responses as Schema), ...refusals(['431']) };
    paths[path]![method] = { ...operation, responses };
  };
  for (const route of routes) {
    add({
      method: route.method.toLowerCase() as DocumentedOperation['method'],
      path: route.path,
      operation: operationOf(route, answerSchemaOf),
    });
  }
  for (const documented of [...servedBeside, ...META_OPERATIONS]) add(documented);
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
