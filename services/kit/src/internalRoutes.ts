import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import {
  INTERNAL_AUTH_HEADER,
  requireServiceCaller,
  verifyInternalToken,
  type ForwardedIdentity,
} from './auth';
import { UnauthorizedError } from './errors';
import { sendError } from './httpFailures';

/**
 * Who may call an internal route: another service (a service token: the snapshot, the exchange, the
 * session generations) or the gateway forwarding a signed-in caller (image uploads).
 */
export type InternalCaller = 'service' | 'gateway';

/** A service's token always names the service. */
type CallerOf<From extends InternalCaller> = From extends 'service'
  ? ForwardedIdentity & { service: string }
  : ForwardedIdentity;

function callerOf(req: Request, from: InternalCaller, sharedSecret: string): ForwardedIdentity {
  const header = req.header(INTERNAL_AUTH_HEADER);
  if (from === 'service') return requireServiceCaller(header, sharedSecret);
  if (!header) throw new UnauthorizedError('Calls must come through the gateway');
  return verifyInternalToken(header, sharedSecret);
}

/**
 * An internal route's handler: the internal token is checked first, and every failure answers through
 * the kit's error taxonomy (`{ success: false, code, message }`, 4xx for the caller's mistakes, 503
 * for an outage, a logged 500 otherwise), the same shape as every other HTTP answer.
 */
export function internalRoute<From extends InternalCaller>(
  options: { from: From; sharedSecret: string; logger: Logger },
  handle: (req: Request, res: Response, caller: CallerOf<From>) => Promise<void>,
): RequestHandler {
  return async (req, res) => {
    try {
      await handle(req, res, callerOf(req, options.from, options.sharedSecret) as CallerOf<From>);
    } catch (error) {
      sendError(res, error, options.logger);
    }
  };
}
