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

/**
 * Answers a call of a documented path with a method the document does not list: 405 with Allow
 * naming the methods it does (a path nobody documents falls through to the 404).
 */
export function methodNotAllowed(
  paths: Record<string, Record<string, unknown>>,
  logger: Logger,
): RequestHandler {
  const documented = Object.entries(paths).map(([path, operations]) => ({
    matcher: pathMatcher(path),
    methods: Object.keys(operations).map((method) => method.toUpperCase()),
  }));
  const allowedFor = (req: Request) => {
    const allowed = new Set<string>();
    for (const { matcher, methods } of documented) {
      if (matcher.test(req.path)) methods.forEach((method) => allowed.add(method));
    }
    if (allowed.has('GET')) allowed.add('HEAD');
    return [...allowed].sort();
  };
  return (req, res, next) => {
    const allowed = allowedFor(req);
    if (allowed.length === 0) return next();
    sendError(res, new MethodNotAllowedError(allowed), logger);
  };
}
