import { MethodNotAllowedError, sendError, type Logger } from '@vh/kit/stateless';
import type { Request, RequestHandler } from 'express';

/** A documented path as a matcher: {name} is one segment; case and a trailing slash do not matter. */
export function pathMatcher(openApiPath: string): RegExp {
  const pattern = openApiPath
    .replace(/\/$/, '')
    .split(/\{\w+\}/)
    .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${pattern}/?$`, 'i');
}

/** Segments of a documented path that are fixed text: /api/user/login (3) is more specific than /api/user/{id} (2). */
const literalSegments = (openApiPath: string) =>
  openApiPath.split('/').filter((segment) => segment !== '' && !/^\{\w+\}$/.test(segment)).length;

/**
 * The methods the document lists for a request's path: those of the most specific documented path
 * it matches (a literal segment wins over a parameter, as the document reads), plus HEAD with GET.
 * Empty when no documented path matches.
 */
export function documentedMethods(paths: Record<string, Record<string, unknown>>) {
  const documented = Object.entries(paths).map(([path, operations]) => ({
    matcher: pathMatcher(path),
    specificity: literalSegments(path),
    methods: Object.keys(operations).map((method) => method.toUpperCase()),
  }));
  return (req: Request): string[] => {
    const matches = documented.filter(({ matcher }) => matcher.test(req.path));
    const best = Math.max(...matches.map((match) => match.specificity));
    const allowed = new Set(
      matches.filter((match) => match.specificity === best).flatMap((match) => match.methods),
    );
    if (allowed.has('GET')) allowed.add('HEAD');
    return [...allowed].sort();
  };
}

/**
 * Answers a call of a documented path with a method the document does not list for it: 405 with
 * Allow naming the methods it does. Runs before the routes, so a method documented only on a less
 * specific path (DELETE /api/user/{id}) is not served on a literal one (/api/user/login). A path
 * nobody documents passes through (to the 404).
 */
export function methodNotAllowed(
  paths: Record<string, Record<string, unknown>>,
  logger: Logger,
): RequestHandler {
  const allowedFor = documentedMethods(paths);
  return (req, res, next) => {
    const allowed = allowedFor(req);
    if (allowed.length === 0 || allowed.includes(req.method)) return next();
    sendError(res, new MethodNotAllowedError(allowed), logger);
  };
}
