/**
 * Checks a real answer of the REST facade against the OpenAPI document the gateway serves: the
 * status is documented for the call, the content type is one it lists, and a JSON body fits the
 * status's schema (OpenAPI 3.0 schemas read by zod, `nullable` included).
 */
import { z } from 'zod';

type Schema = Record<string, unknown>;

interface MediaType {
  schema?: Schema;
}

interface DocumentedResponse {
  content?: Record<string, MediaType>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, DocumentedResponse> }>>;
}

export interface RealAnswer {
  status: number;
  contentType: string | null;
  text: string;
}

const validators = new WeakMap<Schema, z.ZodType>();

function validatorOf(schema: Schema): z.ZodType {
  let validator = validators.get(schema);
  if (!validator) {
    validator = z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0], {
      defaultTarget: 'openapi-3.0',
    });
    validators.set(schema, validator);
  }
  return validator;
}

/** What in an answer the document does not describe, or undefined when it describes it all. */
export function answerProblem(
  document: OpenApiDocument,
  method: string,
  path: string,
  answer: RealAnswer,
): string | undefined {
  const operation = document.paths[path]?.[method.toLowerCase()];
  if (!operation) return `${method} ${path} is not documented`;
  const documented = operation.responses[String(answer.status)] ?? operation.responses.default;
  if (!documented) return `status ${answer.status} is not documented`;
  if (!documented.content)
    return answer.text === '' ? undefined : `status ${answer.status} documents no body`;
  const mediaType = answer.contentType?.split(';')[0]!.trim().toLowerCase() ?? '';
  const media = documented.content[mediaType] ?? documented.content[`${mediaType.split('/')[0]}/*`];
  if (!media) return `content type ${mediaType || '(none)'} is not documented for status ${answer.status}`;
  if (mediaType !== 'application/json' || !media.schema) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return 'the body is not JSON';
  }
  const result = validatorOf(media.schema).safeParse(body);
  if (result.success) return undefined;
  return result.error.issues
    .slice(0, 3)
    .map((issue) => `${['body', ...issue.path].join('.')}: ${issue.message}`)
    .join('; ');
}
