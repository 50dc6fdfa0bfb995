import { BadRequestError } from '@vh/kit';
import type { Request } from 'express';
import type { FieldSpec, RestRoute } from './routeTypes';

function coerce(spec: FieldSpec, raw: unknown): unknown {
  if (spec.type === 'boolean') {
    if (typeof raw === 'boolean') return raw;
    const text = String(raw).toLowerCase();
    if (text === 'true' || text === '1') return true;
    if (text === 'false' || text === '0' || text === '') return false;
    throw new BadRequestError(`${spec.name} must be true or false`);
  }
  if (spec.type === 'integer') {
    const value = typeof raw === 'number' ? raw : Number(String(raw).trim());
    if (!Number.isInteger(value)) throw new BadRequestError(`${spec.name} must be a whole number`);
    return value;
  }
  if (typeof raw !== 'string' && typeof raw !== 'number')
    throw new BadRequestError(`${spec.name} must be text`);
  return String(raw);
}

/** Builds the operation's variables from path and body as the route declares; 400 when a field is missing. */
export function variablesFor(route: RestRoute, req: Request): Record<string, unknown> {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const variables: Record<string, unknown> = { ...route.constants };
  for (const [variable, spec] of Object.entries(route.variables ?? {})) {
    const raw =
      spec.from === 'path'
        ? req.params[spec.name]
        : spec.from === 'header'
          ? req.header(spec.name)
          : body[spec.name];
    if (raw === undefined || raw === null || (raw === '' && spec.type !== 'boolean')) {
      if (spec.required) throw new BadRequestError(`Missing field: ${spec.name}`);
      continue;
    }
    variables[variable] = coerce(spec, raw);
  }
  if (!route.jsonBody) return variables;
  if (typeof req.body !== 'object' || req.body === null || Array.isArray(req.body)) {
    throw new BadRequestError('Expected a JSON object body');
  }
  return { ...route.jsonBody.toVariables(body), ...variables };
}
