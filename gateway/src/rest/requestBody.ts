import { UnsupportedMediaTypeError, parseBodyWith } from '@vh/kit/stateless';
import express, { type Request, type RequestHandler } from 'express';
import multer from 'multer';
import type { RestRoute } from './routeTypes';

export const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const;
export const JSON_TYPE = 'application/json';

/**
 * The body types a route declares (and the OpenAPI document lists): none when it takes no body. Form
 * fields may also come as a flat JSON object with the same names, as the facade always accepted: the
 * spec leaves some calls' encoding open (POST /api/payment/) and earlier clients sent JSON.
 */
export function bodyTypesOf(route: RestRoute): string[] {
  if (route.jsonBody) return [JSON_TYPE];
  const takesForm = Object.values(route.variables ?? {}).some((field) => field.from === 'form');
  return takesForm ? [...FORM_TYPES, JSON_TYPE] : [];
}

const PARSERS: Record<string, RequestHandler> = {
  [JSON_TYPE]: parseBodyWith(express.json({ limit: '1mb' })),
  'application/x-www-form-urlencoded': parseBodyWith(
    express.urlencoded({ extended: false, limit: '1mb', parameterLimit: 100 }),
  ),
  'multipart/form-data': parseBodyWith(multer({ limits: { fieldSize: 64 * 1024, fields: 50 } }).none()),
};

/** An empty body (Content-Length: 0, as fetch sends for a bare POST) is no body, whatever its type. */
function carriesBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/**
 * Accepts a body only in one of the declared types (415 otherwise, naming them) and parses it; a
 * request without a body passes, and its missing fields are refused by the route's variables.
 */
export function bodyHandlerFor(types: readonly string[]): RequestHandler {
  const described = types.length > 0 ? `Send the body as ${types.join(' or ')}` : 'This call takes no body';
  return (req, res, next) => {
    if (!carriesBody(req)) return next();
    const type = types.length > 0 ? req.is([...types]) : false;
    if (!type) return next(new UnsupportedMediaTypeError(described));
    return PARSERS[type]!(req, res, next);
  };
}
