import { AppError, sendFailure } from '@vh/kit/stateless';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { APP_KEY_HEADER } from '../appKey';
import type { GatewayContext } from '../context';
import { viewerFromAuthorization } from './authenticate';
import type { JwksKeyStore } from './jwks';
import type { SessionGenerations } from './sessionGenerations';
import { VerifiedTokens } from './verifiedTokens';

/**
 * Builds the request's GatewayContext (res.locals.context): the caller from the bearer token, the
 * request id, client IP, app version and key. A refused token answers its 401 (or 503) here.
 */
export function identifyCaller(keys: JwksKeyStore, sessions: SessionGenerations): RequestHandler {
  const verified = new VerifiedTokens();
  // A withdrawn signing key must stop vouching for the tokens it signed.
  keys.onChange(() => verified.clear());
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const asOf = Date.now();
      const context: GatewayContext = {
        asOf,
        viewer: await viewerFromAuthorization(req.header('authorization'), keys, sessions, verified),
        requestId: res.locals.requestId as string,
        clientIp: req.ip ?? '',
        appVersion: (res.locals.appVersion as string | undefined) ?? 'unknown',
        appKey: req.header(APP_KEY_HEADER) ?? '',
      };
      res.locals.context = context;
      next();
    } catch (error) {
      if (error instanceof AppError)
        sendFailure(res, { status: error.status, code: error.code, message: error.message });
      else next(error);
    }
  };
}
