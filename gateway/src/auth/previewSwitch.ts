import { BadRequestError, ForbiddenError, isAdmin, sendFailure, AppError } from '@vh/kit/stateless';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { GatewayContext } from '../context';

/** The player web's preview switch: the draft release an admin plays (docs/content-releases.md#preview). */
export const PREVIEW_HEADER = 'x-content-preview';

/** The release named by the header: a positive 32-bit id. */
function releaseIdOf(value: string): number {
  if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) {
    throw new BadRequestError(`${PREVIEW_HEADER} must be a release id`);
  }
  return Number(value);
}

/**
 * On /graphql, after identifyCaller: a request with X-Content-Preview is an admin's preview of that
 * release, for this request only; anyone else sending it is refused (403), so the draft is seen by
 * admins who passed the second factor and by nobody else. The REST facade serves the live world only.
 */
export function previewSwitch(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const header = req.header(PREVIEW_HEADER);
    if (header === undefined) return next();
    try {
      const context = res.locals.context as GatewayContext;
      if (!isAdmin(context.viewer)) {
        throw new ForbiddenError('Only an admin who passed the second factor can preview a release');
      }
      context.preview = releaseIdOf(header);
      next();
    } catch (error) {
      if (!(error instanceof AppError)) return next(error);
      sendFailure(res, { status: error.status, code: error.code, message: error.message });
    }
  };
}
