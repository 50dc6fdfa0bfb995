import type { TextRule } from '@vh/contracts/client';
import type { Shape } from './reshape';
import { trimmedPattern } from './textPatterns';

/** One documented REST call, mapped to a GraphQL operation of gateway/operations/*.graphql. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type FieldType = 'string' | 'boolean' | 'integer';

/** Where a variable comes from: a path segment, a field of the form / url-encoded / JSON body, a header. */
export interface FieldSpec {
  from: 'path' | 'form' | 'header';
  /** Name as documented (spelling kept: includeingBanned, currPw...). */
  name: string;
  type?: FieldType;
  required?: boolean;
  description?: string;
  /** Integers: bounds (default: the 32-bit range of a GraphQL Int). */
  minimum?: number;
  maximum?: number;
  /** Text: most characters (default MAX_TEXT_LENGTH; a path segment: MAX_PATH_TEXT_LENGTH). */
  maxLength?: number;
  /** Text: fewest characters (default 1 when required: an empty field counts as missing). */
  minLength?: number;
  /** Text: an ECMAScript pattern the whole value must match (plain ASCII classes, read alike by every client). */
  pattern?: string;
  /** The refusal's message when the pattern does not match (default: names the pattern). */
  patternMessage?: string;
  /** Integers: values refused although within the bounds (an amount of 0). */
  exclude?: number[];
  /** Integers: the refusal of a value outside the bounds, as the owning service words it. */
  rangeMessage?: string;
}

/** A GraphQL Int is 32-bit: larger numbers are refused before they reach an operation. */
export const INT32_MIN = -(2 ** 31);
export const INT32_MAX = 2 ** 31 - 1;
/** The longest text any field takes (the longest stored value, a setting, is 10 000 characters). */
export const MAX_TEXT_LENGTH = 10_000;
/** The longest text of a path segment: any valid URL then fits the HTTP server's 16 KB request head. */
export const MAX_PATH_TEXT_LENGTH = 200;

export interface JsonBodySpec {
  description: string;
  /** OpenAPI schema of the body, for the generated document. */
  schema: Record<string, unknown>;
  /** Variables from the body; path variables still come from `variables`. */
  toVariables: (body: Record<string, unknown>) => Record<string, unknown>;
  /**
   * The part of the body the operation takes, when it ignores the rest (what only GET answers, which
   * a legacy editor sends back): only it must be storable text. Default: the whole body.
   */
  taken?: (body: Record<string, unknown>) => Record<string, unknown>;
}

export interface RestRoute {
  method: HttpMethod;
  /** OpenAPI-style path: /api/user/ActivateAccount/{id}. Matched case-insensitively, trailing slash optional. */
  path: string;
  summary: string;
  tag: string;
  /** 'token': a bearer token is required (401 without). Roles are checked by the subgraphs. */
  auth: 'public' | 'token';
  /** Name of the operation in gateway/operations. */
  operation: string;
  variables?: Record<string, FieldSpec>;
  /** Fixed variables, for several paths that run one operation (hunt, quickhunt, coffinhunt). */
  constants?: Record<string, unknown>;
  jsonBody?: JsonBodySpec;
  /** Form fields of which at least one must be sent (each optional on its own). */
  oneOfFields?: string[];
  /**
   * The documented answer, made from the operation's data (reshape.ts): a root field as the operation
   * selects it, or a legacy reshape of it. The document's answer schema is made from the same shape.
   */
  answer: Shape;
  /** What the call answers (200) when the operation fails for any reason but a missing login. */
  answerOnFailure?: unknown;
  /** Documented answers are JSON unless the spec says text. */
  answerType?: 'json' | 'text';
}

export const path = (name: string, description?: string, type: FieldType = 'string'): FieldSpec => ({
  from: 'path',
  name,
  required: true,
  type,
  ...(description ? { description } : {}),
});

/** A numeric path segment such as an entry id (0 or more, 32-bit): anything else is a 400. */
export const pathId = (name: string, description?: string): FieldSpec => ({
  ...path(name, description, 'integer'),
  minimum: 0,
});

export const form = (name: string, options: Partial<Omit<FieldSpec, 'from' | 'name'>> = {}): FieldSpec => ({
  ...options,
  from: 'form',
  name,
  required: options.required ?? true,
  type: options.type ?? 'string',
});

type Shared = Pick<RestRoute, 'tag' | 'auth'>;

/** Routes that share a tag and an access: each names only what differs (and may override them). */
export const routesOf = (common: Shared, routes: (Omit<RestRoute, keyof Shared> & Partial<Shared>)[]) =>
  routes.map((route): RestRoute => ({ ...common, ...route }));

/** A text field checked by a contracts' rule, with the owning service's message (trimmed as it trims). */
export const ruled = (rule: TextRule): Pick<FieldSpec, 'pattern' | 'patternMessage' | 'maxLength'> => ({
  pattern: rule.trimmed ? trimmedPattern(rule.pattern, true) : `^(?:${rule.pattern})$`,
  patternMessage: rule.message,
  maxLength: rule.maxLength,
});

/** An account id (a user's UUID, any version, as identity stores it) in a form field or path. */
export const ACCOUNT_ID = {
  pattern: '^[0-9a-fA-F]{8}(-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}$',
  patternMessage: 'Account ids are UUIDs',
  maxLength: 36,
};

/** The Idempotency-Key header: a retried call with the same key applies once. */
export const idempotencyKeyHeader: FieldSpec = {
  from: 'header',
  name: 'Idempotency-Key',
  required: false,
  type: 'string',
  description: 'Optional; a retry with the same key applies once and answers the same.',
  maxLength: 200,
};

/** A route whose answer is one root field of its operation's data, unchanged (the same as `answer: field`). */
export const answerField = (field: string): Pick<RestRoute, 'answer'> => ({ answer: field });
