import { BadRequestError } from '@vh/kit/stateless';
import type { Request } from 'express';
import { checkJsonBody } from './jsonBodyCheck';
import { JSON_TYPE } from './requestBody';
import {
  INT32_MAX,
  INT32_MIN,
  MAX_PATH_TEXT_LENGTH,
  MAX_TEXT_LENGTH,
  type FieldSpec,
  type RestRoute,
} from './routeTypes';

/** The bounds an integer field declares (and the OpenAPI document shows). */
export function integerBounds(spec: FieldSpec): { minimum: number; maximum: number } {
  return { minimum: spec.minimum ?? INT32_MIN, maximum: spec.maximum ?? INT32_MAX };
}

/** The length bounds a text field declares (and the OpenAPI document shows). */
export function textBounds(spec: FieldSpec): { minLength?: number; maxLength: number } {
  const minLength = spec.minLength ?? (spec.required ? 1 : undefined);
  return {
    ...(minLength !== undefined ? { minLength } : {}),
    maxLength: spec.maxLength ?? (spec.from === 'path' ? MAX_PATH_TEXT_LENGTH : MAX_TEXT_LENGTH),
  };
}

function checkedText(spec: FieldSpec, text: string): string {
  const { name } = spec;
  // PostgreSQL cannot store NUL in text; refusing it here gives the reason instead of a failure later.
  if (text.includes('\u0000')) throw new BadRequestError(`${name} must not contain NUL characters`);
  const { minLength, maxLength } = textBounds(spec);
  if (text.length > maxLength) throw new BadRequestError(`${name} must be at most ${maxLength} characters`);
  if (minLength !== undefined && text.length < minLength)
    throw new BadRequestError(`${name} must be at least ${minLength} characters`);
  if (spec.pattern && !new RegExp(spec.pattern).test(text))
    throw new BadRequestError(spec.patternMessage ?? `${name} must match ${spec.pattern}`);
  return text;
}

/**
 * A field's value as its documented type. Text (path, header, form) is read strictly: integers as
 * plain digits, booleans as true or false. A JSON body's fields must already have the JSON type.
 */
function coerce(spec: FieldSpec, raw: unknown, fromJson: boolean): unknown {
  if (spec.type === 'boolean') {
    if (typeof raw === 'boolean') return raw;
    if (!fromJson && (raw === 'true' || raw === 'false')) return raw === 'true';
    throw new BadRequestError(`${spec.name} must be true or false`);
  }
  if (spec.type === 'integer') {
    const value =
      typeof raw === 'number' ? raw : !fromJson && /^-?\d+$/.test(String(raw)) ? Number(raw) : NaN;
    const { minimum, maximum } = integerBounds(spec);
    if (!Number.isInteger(value) || value < minimum || value > maximum) {
      throw new BadRequestError(
        spec.rangeMessage ?? `${spec.name} must be a whole number from ${minimum} to ${maximum}`,
      );
    }
    if (spec.exclude?.includes(value)) throw new BadRequestError(`${spec.name} must not be ${value}`);
    return value;
  }
  if (typeof raw !== 'string') throw new BadRequestError(`${spec.name} must be text`);
  return checkedText(spec, raw);
}

/**
 * Refuses a form (or flat JSON) body holding a field the call does not take, as the document says
 * (additionalProperties: false), or none of the fields of which it needs one.
 */
function checkFormFields(route: RestRoute, body: Record<string, unknown>): void {
  const taken = new Set(
    Object.values(route.variables ?? {})
      .filter((spec) => spec.from === 'form')
      .map((spec) => spec.name),
  );
  const unknown = Object.keys(body).find((name) => !taken.has(name));
  if (unknown !== undefined) throw new BadRequestError(`${unknown.slice(0, 40)} is not a field of this call`);
  const present = (name: string) => body[name] !== undefined && body[name] !== null && body[name] !== '';
  if (route.oneOfFields && !route.oneOfFields.some(present))
    throw new BadRequestError(`Send ${route.oneOfFields.join(' or ')}`);
}

/** No entry or user the admin edits nests deeper; anything deeper is refused before it is walked. */
const MAX_JSON_DEPTH = 16;

/**
 * What is wrong with a JSON body, if anything: text holding a NUL character (named by its path), or
 * nesting deeper than MAX_JSON_DEPTH. Walked without recursion, so no body can exhaust the stack.
 */
function jsonBodyProblem(body: unknown): string | undefined {
  const pending: { value: unknown; at: string; depth: number }[] = [{ value: body, at: 'body', depth: 0 }];
  while (pending.length > 0) {
    const { value, at, depth } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return `${at} must not contain NUL characters`;
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_JSON_DEPTH) return `The body must not nest deeper than ${MAX_JSON_DEPTH} levels`;
    for (const [key, inner] of Object.entries(value)) {
      if (key.includes('\u0000')) return `${at} must not contain NUL characters`;
      pending.push({ value: inner, at: `${at}.${key}`, depth: depth + 1 });
    }
  }
  return undefined;
}

/** Builds the operation's variables from path and body as the route declares; 400 when a field is missing. */
export function variablesFor(route: RestRoute, req: Request): Record<string, unknown> {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const fromJson = Boolean(req.is(JSON_TYPE));
  const variables: Record<string, unknown> = { ...route.constants };
  if (!route.jsonBody) checkFormFields(route, body);
  for (const [variable, spec] of Object.entries(route.variables ?? {})) {
    const raw =
      spec.from === 'path'
        ? req.params[spec.name]
        : spec.from === 'header'
          ? req.header(spec.name)
          : body[spec.name];
    // An empty text field counts as missing, unless the field may be empty.
    const empty = raw === '' && spec.type === 'string' && textBounds(spec).minLength !== 0;
    // JSON's null is no value of a documented field (an absent field is).
    if (raw === null && fromJson && spec.from === 'form')
      throw new BadRequestError(`${spec.name} must not be null`);
    if (raw === undefined || raw === null || empty) {
      if (spec.required) throw new BadRequestError(`Missing field: ${spec.name}`);
      continue;
    }
    variables[variable] = coerce(spec, raw, spec.from === 'form' && fromJson);
  }
  if (!route.jsonBody) return variables;
  if (typeof req.body !== 'object' || req.body === null || Array.isArray(req.body)) {
    throw new BadRequestError('Expected a JSON object body');
  }
  const problem = jsonBodyProblem(route.jsonBody.taken?.(body) ?? body);
  if (problem) throw new BadRequestError(problem);
  checkJsonBody(route.jsonBody.schema, body);
  return { ...route.jsonBody.toVariables(body), ...variables };
}
